import { DRAFT_STATUS, lifecycleStatuses, listStatuses, type LifecycleStatus, type ListStatus } from "~/lib/listing-terms";

/** The originating system of the listings the agent enters on this site (demo ones are "demo", an MLS feed's its own name). */
export const OWN_SOURCE = "agent";

// The statuses of the agent's lifecycle (a draft is Incomplete until it is published) are keys of the
// interface texts, so they are defined in app/lib/listing-terms.ts; the model names them here.
export { DRAFT_STATUS, lifecycleStatuses, listStatuses, type LifecycleStatus, type ListStatus };

/** Where each status may go next, by the agent's buttons. A closed listing stays closed. */
export const nextStatuses: Record<ListStatus, readonly LifecycleStatus[]> = {
  Incomplete: ["ComingSoon", "Active"],
  ComingSoon: ["Active", "Withdrawn"],
  Active: ["Pending", "Closed", "Withdrawn", "Expired"],
  Pending: ["Active", "Closed", "Withdrawn"],
  Closed: [],
  Withdrawn: ["Active"],
  Expired: ["Active"],
};

export function isListStatus(value: unknown): value is ListStatus {
  return typeof value === "string" && (listStatuses as readonly string[]).includes(value);
}

/** How long a sold listing of the agent's own stays up with its close price (PRODUCT.md), before it answers 410. */
export const SOLD_SHOWN_DAYS = 90;

/** The form of the agent's own listing keys ("A" and eight characters, see newListingKey): anything else names none. */
export const OWN_KEY_PATTERN = /^A[0-9A-Z]{8}$/;
