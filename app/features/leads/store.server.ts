import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { leadEvents, leads } from "~/db/schema";
import type { Attribution, HeldReason, LeadEventKind, LeadType } from "~/lib/leads";
import type { Lang } from "~/lib/routes";
import type { Database, Executor } from "~/server/db/connect.server";
import { enqueueMail, notifyMailQueued, type MailMessage } from "~/server/mail/outbox.server";
import { addTask } from "~/features/agent/tasks.server";
import { enqueueAgentPush, notifyPushQueued, type PushContent } from "~/server/push/outbox.server";

export interface NewLead {
  readonly type: LeadType;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly message: string;
  readonly lang: Lang;
  readonly sourcePath: string;
  readonly listingKey: string | null;
  readonly details: Record<string, unknown>;
  readonly photos: string[];
  readonly idempotencyKey: string;
  readonly userId: string | null;
  /** Why the lead is held back from the inbox (then with no mail), or null for a lead that goes straight to it. */
  readonly heldReason: HeldReason | null;
  /** The Valley day the agent is to call, suggested by the form (ADR 0410): stored as the lead's first task (ADR 0427). */
  readonly followUpOn: string | null;
  /** Where the visitor came from before sending it (ADR 0426), and the first visit's channel the dashboard counts by. */
  readonly attribution?: Attribution;
  readonly source?: string;
}

/** The mails a stored lead sends, what the agent's devices are notified of (nothing for a held lead), and its first lines on the timeline. */
export interface LeadAlerts {
  readonly mails: (id: string) => MailMessage[];
  readonly push?: (id: string) => PushContent;
  /** What goes on the lead's timeline with it (the instant reply it was sent). */
  readonly events?: readonly { readonly kind: LeadEventKind; readonly data: Record<string, unknown> }[];
  /** What else the lead holds, in its transaction: a booked showing's slot (ADR 0431). Throwing rolls the lead back with it. */
  readonly hold?: (tx: Executor, id: string) => Promise<unknown>;
}

type Submission = Pick<NewLead, "type" | "name" | "email" | "phone" | "message" | "listingKey" | "details">;

/** Key order doesn't survive jsonb, so details are compared by sorted entries. */
const canonical = (details: Record<string, unknown>) => JSON.stringify(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));

function sameSubmission(a: Submission, b: Submission): boolean {
  return (
    a.type === b.type &&
    a.name === b.name &&
    a.email === b.email &&
    a.phone === b.phone &&
    a.message === b.message &&
    a.listingKey === b.listingKey &&
    canonical(a.details) === canonical(b.details)
  );
}

async function findLeadByKey(db: Database, idempotencyKey: string): Promise<(Submission & { id: string }) | undefined> {
  const [row] = await db
    .select({
      id: leads.id,
      type: leads.type,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      listingKey: leads.listingKey,
      details: leads.details,
    })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * The key a submission takes when its token's key is already another
 * submission's (a cached page gives one token to many): derived from the
 * content, so that this submission repeated still finds itself.
 */
function alternateKey(lead: NewLead): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([lead.type, lead.name, lead.email, lead.phone, lead.message, lead.listingKey, canonical(lead.details)]))
    .digest("hex")
    .slice(0, 16);
  return `${lead.idempotencyKey}-${digest}`;
}

/** Whether this submission repeats one already stored (a double click, or a retry after a lost answer). */
export async function isRepeat(db: Database, lead: NewLead): Promise<boolean> {
  const existing = await findLeadByKey(db, lead.idempotencyKey);
  if (!existing) return false;
  return sameSubmission(existing, lead) || (await findLeadByKey(db, alternateKey(lead))) !== undefined;
}

async function insertOnce(db: Database, lead: NewLead, alerts: LeadAlerts): Promise<string | undefined> {
  const stored = await db.transaction(async (tx) => {
    const { followUpOn, ...values } = lead;
    const [row] = await tx.insert(leads).values({ ...values, consent: true }).onConflictDoNothing({ target: leads.idempotencyKey }).returning({ id: leads.id });
    if (!row) return undefined;
    if (followUpOn) await addTask(tx, row.id, { kind: "call", dueOn: followUpOn, dueTime: null, note: "" }, null);
    if (alerts.hold) await alerts.hold(tx, row.id);
    await enqueueMail(tx, ...alerts.mails(row.id));
    if (alerts.events?.length) await tx.insert(leadEvents).values(alerts.events.map((event) => ({ ...event, leadId: row.id })));
    const pushed = alerts.push ? await enqueueAgentPush(tx, "lead", alerts.push(row.id)) : 0;
    return { id: row.id, pushed };
  });
  if (stored) notifyMailQueued();
  if (stored?.pushed) notifyPushQueued();
  return stored?.id;
}

/**
 * Stores the lead and, in the same transaction, queues its e-mails and the
 * agent's push notifications: either all happen or none. A key already used for the same
 * submission returns that lead; used for another one (a cached page serves
 * one render token to several visitors, or to one visitor twice), the lead is
 * stored under a key derived from its content instead of being lost.
 */
export async function storeLead(db: Database, lead: NewLead, alerts: LeadAlerts): Promise<{ id: string; created: boolean }> {
  const id = await insertOnce(db, lead, alerts);
  if (id) return { id, created: true };
  const existing = await findLeadByKey(db, lead.idempotencyKey);
  if (existing && sameSubmission(existing, lead)) return { id: existing.id, created: false };
  const alternate = { ...lead, idempotencyKey: alternateKey(lead) };
  const alternateId = await insertOnce(db, alternate, alerts);
  if (alternateId) return { id: alternateId, created: true };
  const repeated = await findLeadByKey(db, alternate.idempotencyKey);
  if (!repeated) throw new Error("A lead's key was taken and then gone.");
  return { id: repeated.id, created: false };
}
