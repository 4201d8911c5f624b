import { fmt } from "~/i18n";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { formatDateTime } from "~/lib/dates";
import { buildIcs, type IcsEvent } from "~/lib/ics";
import type { Lang } from "~/lib/routes";
import type { ShowingMode, ShowingStatus } from "~/lib/showings";

export interface InviteShowing {
  readonly id: string;
  readonly mode: ShowingMode;
  readonly status: ShowingStatus;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly address: string;
}

/** "Sunday, December 6, 2026 at 3:00 PM", in the Valley's time. */
export const showingWhen = (lang: Lang, at: Date) => formatDateTime(lang, at, { style: "full", time: true });

/**
 * The invite's SEQUENCE: seconds between the booking and its last change, so every change the visitor
 * is told of (a confirmation, a new time, a cancellation) carries a higher one than the last without a
 * counter of its own; the booking's first invite is 0.
 */
export function inviteSequence(showing: Pick<InviteShowing, "createdAt" | "updatedAt">): number {
  return Math.max(0, Math.floor((showing.updatedAt.getTime() - showing.createdAt.getTime()) / 1000));
}

const icsStatus = { booked: "TENTATIVE", proposed: "TENTATIVE", confirmed: "CONFIRMED", declined: "CANCELLED", cancelled: "CANCELLED" } as const;

/** The showing as one calendar event, its uid the same through every change so calendars update it in place. */
export function showingEvent(showing: InviteShowing, lang: Lang, host: string): IcsEvent {
  const t = showingAgentTexts[lang];
  return {
    uid: `showing-${showing.id}@${host}`,
    start: showing.startsAt,
    end: showing.endsAt,
    summary: fmt(t.mail.summary, { address: showing.address }),
    description: t.modes[showing.mode],
    location: showing.address,
    status: icsStatus[showing.status],
    sequence: inviteSequence(showing),
  };
}

/** The visitor's invite: REQUEST while the showing stands, CANCEL once declined or cancelled. */
export function showingInvite(showing: InviteShowing, lang: Lang, host: string, now = new Date()): string {
  const method = showing.status === "declined" || showing.status === "cancelled" ? "CANCEL" : "REQUEST";
  return buildIcs({ method, events: [showingEvent(showing, lang, host)], now });
}
