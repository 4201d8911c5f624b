/** Where a lead came from: each form of the site is one type. */
export const leadTypes = ["contact", "showing", "question", "staging", "valuation"] as const;
export type LeadType = (typeof leadTypes)[number];

/** The agent's progress on a lead. */
export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Why a valid submission was held back from the inbox, unmailed, until the
 * agent moves it there: more than the rate limit from one address, the
 * honeypot filled in, sent sooner than a person can, or without a genuine
 * render token.
 */
export const heldReasons = ["rateLimit", "honeypot", "tooFast", "token"] as const;
export type HeldReason = (typeof heldReasons)[number];

/** Held submissions kept per address and day: a family or an office never sends this many, a flood is only counted past it. */
export const HELD_PER_ADDRESS_PER_DAY = 50;
/** Held leads the agent hasn't moved to the inbox are deleted after this many days, with their photos and the counts. */
export const HELD_RETENTION_DAYS = 30;

/** The reply templates the agent starts an e-mail to a lead from, each in both languages and hers to edit. */
export const replyTemplateKeys = ["thanks", "showingTimes", "listings", "valuation"] as const;
export type ReplyTemplateKey = (typeof replyTemplateKeys)[number];

/** What the lead's timeline records besides the request itself and the agent's notes. */
export const leadEventKinds = ["status", "reply", "followUp"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];
