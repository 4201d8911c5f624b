/** What a "showing" line on a lead's timeline says happened (its event's `action`; ADR 0432). */
export const showingActions = ["booked", "confirmed", "proposed", "accepted", "declined", "cancelled", "rescheduled", "reminded", "rsvp"] as const;
export type ShowingAction = (typeof showingActions)[number];

export const isShowingAction = (value: unknown): value is ShowingAction => typeof value === "string" && (showingActions as readonly string[]).includes(value);
