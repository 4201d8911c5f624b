import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { leadEvents, leads, showings } from "~/db/schema";
import { changeLeadStatus } from "~/features/agent/inbox.server";
import { leadStatuses, type LeadStatus } from "~/lib/leads";
import { holdingStatuses, type ShowingStatus } from "~/lib/showings";
import type { Database } from "~/server/db/connect.server";
import { enqueueMail, type MailMessage } from "~/server/mail/outbox.server";
import type { ShowingAction } from "./events";
import { confirmedMail, declinedMail, proposedMail, type MailSetting } from "./mail.server";
import { showingByAcceptHash, showingById, type ShowingView } from "./showings.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A line on the lead's timeline about one of its showings (event kind "showing"). */
export async function recordShowingEvent(executor: Pick<Database, "insert">, showing: Pick<ShowingView, "id" | "leadId">, action: ShowingAction, at: Date, authorId: string | null, extra: Record<string, unknown> = {}): Promise<void> {
  await executor.insert(leadEvents).values({ leadId: showing.leadId, kind: "showing", authorId, data: { action, showingId: showing.id, startsAt: at.toISOString(), ...extra } });
}

/** Moves a showing from one of `from` to `status`; the row as it now is, or undefined when it was in no such status (answered already, or gone). */
async function move(tx: Tx, id: string, from: readonly ShowingStatus[], set: Partial<typeof showings.$inferInsert> & { status: ShowingStatus }, now: Date): Promise<ShowingView | undefined> {
  const moved = await tx.update(showings).set({ ...set, updatedAt: now }).where(and(eq(showings.id, id), inArray(showings.status, [...from]))).returning({ id: showings.id });
  return moved.length === 0 ? undefined : showingById(tx, id);
}

async function queue(tx: Tx, mail: MailMessage | null): Promise<void> {
  if (mail) await enqueueMail(tx, mail);
}

/** Showing comes after New and Contacted in the pipeline (ADR 0425): a confirmed showing moves a lead there, never back. */
const beforeShowing = leadStatuses.slice(0, leadStatuses.indexOf("showing")) as LeadStatus[];

/**
 * Her one-tap Confirm of a booked showing (or of the time the visitor booked over her proposal): on the
 * timeline, the lead to Showing if it was earlier, and the visitor's mail with the updated invite, in one
 * transaction. False when the showing was not waiting for her answer.
 */
export async function confirmShowing(db: Database, id: string, authorId: string | null, setting: MailSetting): Promise<boolean> {
  const now = setting.now ?? new Date();
  return db.transaction(async (tx) => {
    const showing = await move(tx, id, ["booked"], { status: "confirmed" }, now);
    if (!showing) return false;
    await recordShowingEvent(tx, showing, "confirmed", showing.startsAt, authorId);
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, showing.leadId));
    if (lead && beforeShowing.includes(lead.status)) await changeLeadStatus(tx, showing.leadId, { status: "showing" }, authorId);
    await queue(tx, confirmedMail(showing, setting));
    return true;
  });
}

/** Her Decline, with the note the visitor reads; the time is free again and the visitor's calendar drops the invite. */
export async function declineShowing(db: Database, id: string, note: string, authorId: string | null, setting: MailSetting): Promise<boolean> {
  const now = setting.now ?? new Date();
  return db.transaction(async (tx) => {
    const showing = await move(tx, id, holdingStatuses, { status: "declined", proposedStartsAt: null, acceptTokenHash: null }, now);
    if (!showing) return false;
    await recordShowingEvent(tx, showing, "declined", showing.startsAt, authorId, note ? { note } : {});
    await queue(tx, declinedMail(showing, note, setting));
    return true;
  });
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether another private showing holds any of the time from `startsAt` for as long as this one lasts. */
async function overlapsAnother(tx: Tx, id: string, startsAt: Date): Promise<boolean> {
  const [own] = await tx.select({ startsAt: showings.startsAt, endsAt: showings.endsAt }).from(showings).where(eq(showings.id, id));
  if (!own) return false;
  const endsAt = new Date(startsAt.getTime() + (own.endsAt.getTime() - own.startsAt.getTime()));
  const [other] = await tx
    .select({ id: showings.id })
    .from(showings)
    .where(and(ne(showings.id, id), eq(showings.kind, "private"), inArray(showings.status, [...holdingStatuses]), lt(showings.startsAt, endsAt), gt(showings.endsAt, startsAt)))
    .limit(1);
  return other !== undefined;
}

/**
 * Her Propose another time (ADR 0432): the booked time stays held until the visitor answers; the new
 * time is kept beside it, and the visitor's mail carries one Accept link with a secret of its own. The
 * booking's reschedule and cancel links keep working meanwhile. A time another showing holds is
 * refused now ("taken"), not when the visitor accepts it; accepting still checks again.
 */
export async function proposeShowing(db: Database, id: string, startsAt: Date, authorId: string | null, setting: MailSetting & { acceptUrl: (token: string) => string }): Promise<boolean | "taken"> {
  const now = setting.now ?? new Date();
  const token = randomBytes(24).toString("base64url");
  return db.transaction(async (tx) => {
    if (await overlapsAnother(tx, id, startsAt)) return "taken";
    const showing = await move(tx, id, ["booked", "proposed"], { status: "proposed", proposedStartsAt: startsAt, acceptTokenHash: hashOf(token) }, now);
    if (!showing) return false;
    await recordShowingEvent(tx, showing, "proposed", startsAt, authorId);
    await queue(tx, proposedMail(showing, setting.acceptUrl(token), setting));
    return true;
  });
}

/** The proposal a token in the visitor's Accept link names, while it waits for their answer. */
export async function proposalOf(db: Database, token: string): Promise<ShowingView | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const showing = await showingByAcceptHash(db, hashOf(token));
  return showing?.status === "proposed" && showing.proposedStartsAt ? showing : undefined;
}

/**
 * The visitor's Accept: the showing moves to the proposed time, confirmed, and they get the updated
 * invite. "taken" when that time has been booked by someone else meanwhile (SQLSTATE 23P01).
 */
export async function acceptProposal(db: Database, token: string, setting: MailSetting): Promise<ShowingView | "gone" | "taken"> {
  const proposal = await proposalOf(db, token);
  if (!proposal?.proposedStartsAt) return "gone";
  const now = setting.now ?? new Date();
  const startsAt = proposal.proposedStartsAt;
  const endsAt = new Date(startsAt.getTime() + (proposal.endsAt.getTime() - proposal.startsAt.getTime()));
  try {
    return await db.transaction(async (tx) => {
      const showing = await move(tx, proposal.id, ["proposed"], { status: "confirmed", startsAt, endsAt, proposedStartsAt: null, acceptTokenHash: null, reminded24At: null, reminded2At: null }, now);
      if (!showing) return "gone";
      await recordShowingEvent(tx, showing, "accepted", startsAt, null);
      await queue(tx, confirmedMail(showing, setting));
      return showing;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return "taken";
    throw error;
  }
}

/** PostgreSQL's exclusion_violation, however the driver wraps it. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}
