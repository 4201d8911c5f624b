import { contactChannels, contactOutcomes, type ContactChannel, type ContactOutcome, type LeadEventKind } from "~/lib/leads";

/** How long after a tap "How did it go?" still asks: a call of the morning is still in mind at lunch, not the next day. */
export const ASK_WITHIN_MS = 8 * 3_600_000;

export interface PendingContact {
  readonly id: string;
  readonly channel: ContactChannel;
  readonly at: string;
}

interface StoredEvent {
  readonly id: string;
  readonly kind: LeadEventKind;
  readonly data: Record<string, unknown>;
  readonly createdAt: Date | string;
}

export const isChannel = (value: unknown): value is ContactChannel => typeof value === "string" && (contactChannels as readonly string[]).includes(value);
export const isOutcome = (value: unknown): value is ContactOutcome => typeof value === "string" && (contactOutcomes as readonly string[]).includes(value);

/** The latest call, text or WhatsApp tap with no outcome yet, if it was recent: the one "How did it go?" asks about. */
export function pendingContact(events: readonly StoredEvent[], now = new Date()): PendingContact | null {
  const latest = events.filter((event) => event.kind === "contact").reduce<StoredEvent | null>((last, event) => (!last || new Date(event.createdAt) >= new Date(last.createdAt) ? event : last), null);
  if (!latest || isOutcome(latest.data.outcome) || !isChannel(latest.data.channel)) return null;
  const at = new Date(latest.createdAt);
  return now.getTime() - at.getTime() <= ASK_WITHIN_MS ? { id: latest.id, channel: latest.data.channel, at: at.toISOString() } : null;
}

/** What the lead page asks: about the latest tap, or, once she answered (`next` names that contact), the next step. */
export function contactState(events: readonly StoredEvent[], next: string | null, now = new Date()) {
  const answered = next ? events.find((event) => event.id === next && event.kind === "contact") : undefined;
  const channel = answered?.data.channel;
  const outcome = answered?.data.outcome;
  return { pending: pendingContact(events, now), next: isChannel(channel) && isOutcome(outcome) ? { channel, outcome } : null };
}
