/** Where a lead came from: each form of the site is one type. */
export const leadTypes = ["contact", "showing", "question", "staging", "valuation"] as const;
export type LeadType = (typeof leadTypes)[number];

/** The agent's pipeline, in the order a lead moves through it (issue 55); `won` and `lost` end it. */
export const leadStatuses = ["new", "contacted", "showing", "offer", "contract", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** The stages a lead has left the pipeline in: no follow-up, task reminder or digest line is due for them. */
export const closedStatuses = ["won", "lost"] as const satisfies readonly LeadStatus[];
export const isClosedStatus = (status: LeadStatus) => (closedStatuses as readonly LeadStatus[]).includes(status);

/** Why a lead was lost, from a short list the agent picks in one tap; her note says the rest. */
export const lostReasons = ["price", "boughtElsewhere", "otherAgent", "notReady", "financing", "unreachable", "other"] as const;
export type LostReason = (typeof lostReasons)[number];

/** The kinds of a lead's tasks (issue 55, item 3). */
export const taskKinds = ["call", "text", "showing", "listings", "cma", "other"] as const;
export type TaskKind = (typeof taskKinds)[number];

/** The ways the agent reaches a lead from its page; a tap on one is written on the timeline (item 5). */
export const contactChannels = ["call", "text", "whatsapp"] as const;
export type ContactChannel = (typeof contactChannels)[number];
/** Her one-tap answer to "How did it go?" after a call, text or WhatsApp. */
export const contactOutcomes = ["reached", "noAnswer", "leftMessage", "wrongNumber"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/**
 * Where a visit came from (issue 55, item 2), first-party only. `source` is the channel the
 * dashboard counts by ("facebook", "google", "direct", a `ref` the agent gave out…), lower case.
 */
export interface Touch {
  readonly source: string;
  readonly medium?: string;
  readonly campaign?: string;
  readonly ref?: string;
  /** The referring site's host, when the browser told us. */
  readonly referrer?: string;
  /** The site path the visit landed on. */
  readonly landing: string;
  /** ISO instant of the visit. */
  readonly at: string;
}
/** A lead's attribution: the first and the latest visit before it was sent, and the form it came through. */
export interface Attribution {
  readonly first: Touch;
  readonly latest: Touch;
  /** The form's name on the page (e.g. "property-showing"), beside the lead's type. */
  readonly form: string;
}

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
export const leadEventKinds = ["status", "reply", "followUp", "contact", "task", "instantReply", "search", "showing"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];
