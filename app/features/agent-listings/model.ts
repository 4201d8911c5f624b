import type { StandardStatus } from "~/lib/reso";

/** The originating system of the listings the agent enters on this site (demo ones are "demo", an MLS feed's its own name). */
export const OWN_SOURCE = "agent";

/** What a history entry records: the listing going on the market, a new price, or a new status. */
export const historyEvents = ["listed", "price", "status"] as const;
export type HistoryEvent = (typeof historyEvents)[number];

/** The statuses of the agent's lifecycle: a draft is Incomplete until it is published. */
export const DRAFT_STATUS = "Incomplete" satisfies StandardStatus;
export const lifecycleStatuses = ["ComingSoon", "Active", "Pending", "Closed", "Withdrawn", "Expired"] as const satisfies readonly StandardStatus[];
export type LifecycleStatus = (typeof lifecycleStatuses)[number];
/** The statuses the listings list filters by: the lifecycle and the draft. */
export const listStatuses = [DRAFT_STATUS, ...lifecycleStatuses] as const;
export type ListStatus = (typeof listStatuses)[number];

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
