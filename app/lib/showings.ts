/**
 * Showings booked from the property page (issue 56, item 2): the shared vocabulary of the visitor's
 * booking and the agent's side. The tables are in app/db/schema/showings.ts.
 */

/** How the visit happens: at the home, or a video call she leads from it. */
export const showingModes = ["inPerson", "video"] as const;
export type ShowingMode = (typeof showingModes)[number];

/**
 * A booking's life: `booked` holds the slot as soon as the visitor books; the agent confirms it,
 * proposes another time (the visitor accepts or picks again) or declines; either side may cancel.
 * Only `booked`, `confirmed` and `proposed` hold time on her calendar.
 */
export const showingStatuses = ["booked", "confirmed", "proposed", "declined", "cancelled"] as const;
export type ShowingStatus = (typeof showingStatuses)[number];
export const holdingStatuses = ["booked", "confirmed", "proposed"] as const satisfies readonly ShowingStatus[];

/** A private showing, or a place at one of the listing's open houses (an RSVP: many per open house). */
export const showingKinds = ["private", "openHouse"] as const;
export type ShowingKind = (typeof showingKinds)[number];

/** How far ahead a visitor can book, in Valley days from today. */
export const BOOKING_DAYS_AHEAD = 14;
/** The lengths she can give a showing, in minutes. */
export const showingLengths = [15, 30, 45, 60, 90] as const;
export const DEFAULT_SHOWING_MINUTES = 30;

/** Her weekly showing hours: per weekday (0 Sunday … 6 Saturday), ranges of Valley minutes since midnight, [start, end). */
export type WeeklyHours = Record<0 | 1 | 2 | 3 | 4 | 5 | 6, Array<[number, number]>>;

/** Until she sets her own: Monday to Saturday, 9:00 to 18:00 (her working hours, ADR 0428). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  0: [],
  1: [[540, 1080]],
  2: [[540, 1080]],
  3: [[540, 1080]],
  4: [[540, 1080]],
  5: [[540, 1080]],
  6: [[540, 1080]],
};

/** The reminders both sides get before a showing, in hours before it starts. */
export const reminderLeads = [24, 2] as const;
