import { sql } from "drizzle-orm";
import { outbox, type OutboxRow } from "~/db/schema";
import { queryRows, type Database } from "../db/connect.server";
import { logWarn } from "../log.server";

export interface MailMessage {
  /** What the message is, e.g. "confirm-email" or "lead-agent"; logged and used by tests. */
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Where a mail client's own "unsubscribe" sends its one-click POST; only for mail the reader can stop. */
  readonly listUnsubscribe?: string;
  /** Where the reader's answer goes instead of the site's address: the agent's own, on her replies to a lead. */
  readonly replyTo?: string;
  /** An .ics invite (its METHOD inside) that mail clients offer to add to a calendar. */
  readonly calendar?: string;
}

/** Sends one message or throws; nodemailer over SMTP, or the server log. */
export type MailTransport = (message: MailMessage) => Promise<void>;

/** A transaction or the database: queue mail in the transaction of what caused it. */
type Executor = Pick<Database, "insert">;

const listeners = new Set<() => void>();

/** Called after mail is queued, so that a worker in this process delivers it at once rather than at its next tick. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueMail(executor: Executor, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await executor.insert(outbox).values(messages.map((message) => ({ ...message, html: message.html ?? null, listUnsubscribe: message.listUnsubscribe ?? null, replyTo: message.replyTo ?? null, calendar: message.calendar ?? null })));
}

/** Tells this process's worker that committed mail is waiting. Call after the transaction that queued it. */
export function notifyMailQueued(): void {
  for (const listener of listeners) listener();
}

/** Seconds before the next try: 5 s doubling to at most 15 minutes, so a long outage costs little and a short one little delay. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/** Mail still undelivered after this long is given up and marked failed (and stays in the table for the record). */
const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
/** A claimed message whose sender died is tried again after this lease. */
const CLAIM_LEASE_MS = 2 * 60_000;

/** An SMTP error's code ("ECONNECTION", "EAUTH") and the server's reply code (550), without the message: it can quote the address. */
function errorCodes(error: unknown): { code: string; responseCode?: number } {
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown };
  return { code: typeof code === "string" ? code : "unknown", ...(typeof responseCode === "number" ? { responseCode } : {}) };
}

/**
 * One warning line per failed attempt, for operations: what kind of mail, the
 * recipient's domain (a provider refusing, a typo'd domain), why, and when it
 * is tried again (null: given up). Never the address, subject or body.
 */
function logFailedDelivery({ kind, to, error, attempt, retryAt }: { kind: string; to: string; error: unknown; attempt: number; retryAt: Date | null }) {
  // A visitor typed the address: only a host name's characters of it reach the log.
  const domain = to.includes("@") ? to.slice(to.lastIndexOf("@") + 1).toLowerCase().replace(/[^a-z0-9.-]/g, "?").slice(0, 253) : "unknown";
  logWarn({ msg: "mail delivery failed", kind, domain, ...errorCodes(error), attempt, retryAt: retryAt?.toISOString() ?? null });
}

export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
}

/**
 * Delivers the mail that is due. Rows are claimed with SKIP LOCKED and a
 * lease, so several instances can run this at once without sending twice.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, { now = new Date(), batch = 20 } = {}): Promise<DeliveryReport> {
  const claimed = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}
        WHERE id IN (
          SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}
          ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, "to", subject, text, html, list_unsubscribe, reply_to, calendar, attempts, created_at`,
  );
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    try {
      await transport({
        kind: String(row.kind),
        to: String(row.to),
        subject: String(row.subject),
        text: String(row.text),
        html: row.html == null ? undefined : String(row.html),
        listUnsubscribe: row.list_unsubscribe == null ? undefined : String(row.list_unsubscribe),
        replyTo: row.reply_to == null ? undefined : String(row.reply_to),
        calendar: row.calendar == null ? undefined : String(row.calendar),
      });
      await db.execute(sql`UPDATE outbox SET status = 'sent', sent_at = ${now.toISOString()}, last_error = NULL WHERE id = ${id}`);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const createdAt = new Date(row.created_at as string | Date).getTime();
      const giveUp = now.getTime() - createdAt > GIVE_UP_AFTER_MS;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db.execute(
        sql`UPDATE outbox SET status = ${giveUp ? "failed" : "pending"}, last_error = ${message.slice(0, 500)},
            next_attempt_at = ${retryAt.toISOString()} WHERE id = ${id}`,
      );
      logFailedDelivery({ kind: String(row.kind), to: String(row.to), error, attempt: attempts, retryAt: giveUp ? null : retryAt });
      failed++;
    }
  }
  return { sent, failed };
}

export interface OutboxBacklog {
  /** Age of the oldest message still to send, or null when everything is sent. */
  readonly oldestUnsentSeconds: number | null;
  /** Age of the oldest message still to send that has already failed at least once. */
  readonly oldestFailingSeconds: number | null;
}

/** How far behind mail is. Only pending rows, which the partial index on next_attempt_at keeps few to read. */
export async function outboxBacklog(db: Database, now = new Date()): Promise<OutboxBacklog> {
  const [row] = await queryRows<{ oldest: string | Date | null; failing: string | Date | null }>(
    db,
    sql`SELECT min(created_at) AS oldest, min(created_at) FILTER (WHERE last_error IS NOT NULL) AS failing
        FROM outbox WHERE status = 'pending'`,
  );
  const age = (at: string | Date | null | undefined) => (at == null ? null : Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000)));
  return { oldestUnsentSeconds: age(row?.oldest), oldestFailingSeconds: age(row?.failing) };
}

export type { OutboxRow };
