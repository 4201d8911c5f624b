import { and, eq, gt, inArray } from "drizzle-orm";
import { leadEvents, leads, showings } from "~/db/schema";
import { getListing } from "~/features/listings/listing.server";
import { fmt } from "~/i18n";
import { showingsTexts } from "~/i18n/showings";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix, type Lang } from "~/lib/routes";
import { holdingStatuses, type ShowingKind, type ShowingMode } from "~/lib/showings";
import type { Database, Executor } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { composeMail } from "~/server/mail/layout.server";
import { enqueueMail, notifyMailQueued, type MailMessage } from "~/server/mail/outbox.server";
import { enqueueAgentPush, notifyPushQueued } from "~/server/push/outbox.server";
import { siteState, type SiteState } from "~/server/site-identity.server";
import { isSlotTaken, manageTokenHash, newManageToken, showingSetup, slotsFor } from "./booking.server";
import { bookingConfirmation, cancellationMail, showingWhen } from "./mail.server";
import { isFreeStart, type SlotDay } from "./slots";

/**
 * The visitor's side of a booking after it is made (ADR 0431): the page their mail's links open, and
 * cancelling or moving the showing. A link works while its showing holds a time still to come; moving
 * it gives the showing a new secret, so the old links stop working.
 */

export interface ManagedShowing {
  readonly id: string;
  readonly leadId: string;
  readonly listingKey: string;
  /** An open house's RSVP can be cancelled, not moved: the open house has one time. */
  readonly kind: ShowingKind;
  readonly mode: ShowingMode;
  readonly start: Date;
  readonly end: Date;
  readonly name: string;
  readonly email: string | null;
  readonly lang: Lang;
  /** As visitors see it: the city alone where the MLS withholds the street. */
  readonly place: string;
  readonly listingPath: string;
}

export type ManageLookup = { readonly state: "unknown" } | { readonly state: "gone"; readonly kind: ShowingKind } | { readonly state: "open"; readonly showing: ManagedShowing };

async function rowByToken(db: Pick<Database, "select">, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const [row] = await db
    .select({
      id: showings.id,
      leadId: showings.leadId,
      listingKey: showings.listingKey,
      kind: showings.kind,
      mode: showings.mode,
      status: showings.status,
      start: showings.startsAt,
      end: showings.endsAt,
      name: leads.name,
      email: leads.email,
      lang: leads.lang,
    })
    .from(showings)
    .innerJoin(leads, eq(leads.id, showings.leadId))
    .where(eq(showings.manageTokenHash, manageTokenHash(token)));
  return row;
}

/** What a link's page shows: its showing, or why the link no longer works. */
export async function showingByToken(db: Database, token: string, lang: Lang, now = new Date()): Promise<ManageLookup> {
  const row = await rowByToken(db, token);
  if (!row) return { state: "unknown" };
  if (!(holdingStatuses as readonly string[]).includes(row.status) || row.start <= now) return { state: "gone", kind: row.kind };
  const listing = await getListing(db, row.listingKey);
  return {
    state: "open",
    showing: {
      ...row,
      place: listing ? streetAndCity(listing) : row.listingKey,
      listingPath: listing ? propertyPath(lang, listing) : "",
    },
  };
}

/** The calendar's sequence for a change made now: it only has to grow with each change, and minutes do. */
const sequenceAt = (now: Date) => Math.floor(now.getTime() / 60_000);

interface AgentNotice {
  readonly title: string;
  readonly body: string;
}

/** Her mail and push about the visitor's change, in the language of her mail, in the change's transaction. */
async function tellAgent(tx: Executor, showing: ManagedShowing, { site, mailLang }: SiteState, notice: (lang: Lang) => AgentNotice): Promise<MailMessage> {
  const { title, body } = notice(mailLang);
  const path = `${agentPrefix[mailLang]}/leads/${showing.leadId}`;
  await enqueueAgentPush(tx, "showing", { title, body, url: path, tag: `lead-${showing.leadId}` });
  return {
    kind: "showing-agent",
    to: site.email,
    subject: title,
    ...composeMail({ lang: mailLang, heading: title, paragraphs: [body], action: { label: showingsTexts[mailLang].agent.open, url: `${getEnv().publicUrl}${path}` } }, site),
  };
}

/** Cancels the link's showing and frees its time; the visitor's mail withdraws the invite. False when the link no longer works. */
export async function cancelShowing(db: Database, token: string, showing: ManagedShowing, now = new Date()): Promise<boolean> {
  const state = await siteState(db);
  const listingUrl = `${getEnv().publicUrl}${showing.listingPath}`;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(showings)
      .set({ status: "cancelled", proposedStartsAt: null, acceptTokenHash: null, updatedAt: now })
      .where(and(eq(showings.manageTokenHash, manageTokenHash(token)), inArray(showings.status, [...holdingStatuses]), gt(showings.startsAt, now)))
      .returning({ id: showings.id });
    if (!row) return false;
    await tx.insert(leadEvents).values({ leadId: showing.leadId, kind: "showing", data: { action: "cancelled", by: "visitor", showingId: showing.id, startsAt: showing.start.toISOString() } });
    const rsvp = showing.kind === "openHouse";
    const agentMail = await tellAgent(tx, showing, state, (lang) => {
      const t = showingsTexts[lang];
      const facts = { name: showing.name, place: showing.place, when: showingWhen(lang, showing.start) };
      return rsvp
        ? { title: fmt(t.rsvp.agentCancelledTitle, facts), body: fmt(t.rsvp.agentCancelled, facts) }
        : { title: fmt(t.agent.cancelledTitle, facts), body: fmt(t.agent.cancelled, facts) };
    });
    const visitorMail = showing.email ? [cancellationMail({ ...showing, email: showing.email, showingId: showing.id, listingUrl, sequence: sequenceAt(now), rsvp }, state.site)] : [];
    await enqueueMail(tx, agentMail, ...visitorMail);
    return true;
  });
  if (done) {
    notifyMailQueued();
    notifyPushQueued();
  }
  return done;
}

export type MoveResult = { readonly state: "moved"; readonly start: Date; readonly token: string } | { readonly state: "taken" } | { readonly state: "gone" };

/** The times the showing can move to: the free ones, its own among them. */
export function movableSlots(db: Database, showing: ManagedShowing, now = new Date()): Promise<SlotDay[]> {
  return slotsFor(db, showing.listingKey, now, showing.id);
}

/**
 * Moves the link's showing to another free time. It is booked again (the agent confirms the new
 * time), its reminders start over, and it gets a new secret: the visitor's new mail carries the only
 * links that work.
 */
export async function moveShowing(db: Database, token: string, showing: ManagedShowing, slot: string, now = new Date()): Promise<MoveResult> {
  if (showing.kind === "openHouse") return { state: "gone" };
  if (!isFreeStart(await movableSlots(db, showing, now), slot)) return { state: "taken" };
  const [{ lengthMinutes }, state] = await Promise.all([showingSetup(db), siteState(db)]);
  const start = new Date(slot);
  const end = new Date(start.getTime() + lengthMinutes * 60_000);
  const next = newManageToken();
  const publicUrl = getEnv().publicUrl;
  try {
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(showings)
        .set({ startsAt: start, endsAt: end, status: "booked", proposedStartsAt: null, acceptTokenHash: null, reminded24At: null, reminded2At: null, manageTokenHash: next.hash, updatedAt: now })
        .where(and(eq(showings.manageTokenHash, manageTokenHash(token)), inArray(showings.status, [...holdingStatuses]), gt(showings.startsAt, now)))
        .returning({ id: showings.id });
      if (!row) return false;
      await tx.insert(leadEvents).values({
        leadId: showing.leadId,
        kind: "showing",
        data: { action: "rescheduled", by: "visitor", showingId: showing.id, from: showing.start.toISOString(), startsAt: start.toISOString() },
      });
      const agentMail = await tellAgent(tx, showing, state, (lang) => {
        const t = showingsTexts[lang].agent;
        return {
          title: fmt(t.movedTitle, { name: showing.name }),
          body: fmt(t.moved, { name: showing.name, place: showing.place, from: showingWhen(lang, showing.start), when: showingWhen(lang, start) }),
        };
      });
      const visitorMail = showing.email
        ? [
            bookingConfirmation(
              {
                ...showing,
                email: showing.email,
                showingId: showing.id,
                start,
                end,
                token: next.token,
                listingUrl: `${publicUrl}${showing.listingPath}`,
                sequence: sequenceAt(now),
              },
              state.site,
              publicUrl,
              "moved",
            ),
          ]
        : [];
      await enqueueMail(tx, agentMail, ...visitorMail);
      return true;
    });
    if (!moved) return { state: "gone" };
  } catch (error) {
    if (isSlotTaken(error)) return { state: "taken" };
    throw error;
  }
  notifyMailQueued();
  notifyPushQueued();
  return { state: "moved", start, token: next.token };
}
