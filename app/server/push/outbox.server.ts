import { eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { pushOutbox, pushSubscriptions, user } from "~/db/schema";
import { queryRows, type Database } from "../db/connect.server";
import { outgoingFetch, OutgoingRefused, type OutgoingFetch } from "../http/outgoing.server";
import { logInfo, logWarn } from "../log.server";
import type { VapidKeys } from "./keys.server";
import { isPushServiceOf, pushServiceHosts } from "./services.server";

/** What a notification shows and opens; the service worker (features/agent/push-worker.server.ts) reads this shape. */
export interface PushContent {
  readonly title: string;
  readonly body: string;
  /** A path of the site the notification opens. */
  readonly url: string;
  /** Notifications with one tag replace each other (one per lead). */
  readonly tag: string;
}

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Sends one encrypted message to a push service; the service's status code, or throws when it can't be reached. */
export type PushSender = (target: PushTarget, payload: string) => Promise<number>;

type Executor = Pick<Database, "insert" | "select">;

const listeners = new Set<() => void>();

/** Called after a push is queued, so this process's worker sends it at once rather than at its next tick. */
export function onPushQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's worker that committed pushes are waiting. Call after the transaction that queued them. */
export function notifyPushQueued(): void {
  for (const listener of listeners) listener();
}

/**
 * Queues a notification to every device of every agent, in the caller's
 * transaction (in the language she chose for what the site sends her, ADR
 * 0422, which the caller wrote it in). Returns how many were queued.
 */
export async function enqueueAgentPush(executor: Executor, kind: string, content: PushContent): Promise<number> {
  const targets = await executor
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(user, eq(user.id, pushSubscriptions.userId))
    .where(eq(user.role, "agent"));
  if (targets.length === 0) return 0;
  await executor.insert(pushOutbox).values(targets.map((target) => ({ subscriptionId: target.id, kind, payload: { ...content } })));
  return targets.length;
}

/** Queues a notification to one device (the agent's test). */
export async function enqueuePush(executor: Pick<Database, "insert">, subscriptionId: string, kind: string, content: PushContent): Promise<void> {
  await executor.insert(pushOutbox).values({ subscriptionId, kind, payload: { ...content } });
}

/** How long a push service keeps a message for a device that is off: a lead's alert is worth a day. */
const TTL_SECONDS = 24 * 3_600;
/** A push service that doesn't answer in this long is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/** A push service answers a status and a few words; nothing it says is read. */
const ANSWER_MAX_BYTES = 64 * 1024;

export interface PushSenderOptions {
  /** The guarded requests (ADR 0011): the server's, under its allow list, unless a test gives its own. */
  readonly outgoing?: OutgoingFetch;
  /** The push services an endpoint may be on: the browsers' and the operator's, unless a test gives its own. */
  readonly pushHosts?: readonly string[];
}

/**
 * Sends what web-push encrypts and signs (RFC 8291, RFC 8292) through the
 * outgoing guard, with a time limit (web-push's own request has none): only
 * to a push service's host, at a public address, on every redirect too.
 * A refused endpoint throws OutgoingRefused.
 */
export function createPushSender(keys: VapidKeys, contact: string, { outgoing = outgoingFetch, pushHosts }: PushSenderOptions = {}): PushSender {
  return async (target, payload) => {
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: `mailto:${contact}`, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: "high",
    });
    const response = await outgoing(request.endpoint, {
      what: "push",
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : undefined,
      timeoutMs: SEND_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      permit: isPushServiceOf(pushHosts ?? pushServiceHosts()),
    });
    return response.status;
  };
}

/** 5 s doubling to at most 10 minutes: a push is worth little late, and a push service's outage is short. */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/** Past its TTL a push service would drop the message anyway: it is marked failed instead of tried again. */
const GIVE_UP_AFTER_MS = TTL_SECONDS * 1_000;
const CLAIM_LEASE_MS = 2 * 60_000;

/** The push service's host, for logs: which service refused, never the device's endpoint path (it is a bearer secret). */
const serviceOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : "unknown");

export interface PushReport {
  readonly sent: number;
  readonly failed: number;
  readonly removed: number;
}

/**
 * Sends the pushes that are due, claimed with SKIP LOCKED and a lease like the
 * mail outbox. A device its push service no longer knows (404, 410) is
 * removed with what was queued for it; a refusal that won't change (400, 401,
 * 403, 413, or the outgoing guard's) fails the message; anything else (429,
 * 5xx, no answer) is retried.
 */
export async function deliverDuePush(db: Database, send: PushSender, { now = new Date(), batch = 20 } = {}): Promise<PushReport> {
  const claimed = await queryRows<{ id: string | number; subscription_id: string; kind: string; payload: unknown; attempts: string | number; created_at: string | Date }>(
    db,
    sql`UPDATE push_outbox SET attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}
        WHERE id IN (
          SELECT id FROM push_outbox WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}
          ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, subscription_id, kind, payload, attempts, created_at`,
  );
  const report = { sent: 0, failed: 0, removed: 0 };
  if (claimed.length === 0) return report;
  const targets = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, [...new Set(claimed.map((row) => row.subscription_id))]));
  for (const row of claimed) {
    const id = Number(row.id);
    const target = targets.find((candidate) => candidate.id === row.subscription_id);
    // Removed since it was claimed: the cascade took the message too.
    if (!target) continue;
    const payload = typeof row.payload === "string" ? row.payload : JSON.stringify(row.payload);
    let status: number | null = null;
    let problem = "";
    let refused = false;
    try {
      status = await send(target, payload);
    } catch (error) {
      problem = error instanceof OutgoingRefused ? `refused: ${error.reason}` : error instanceof Error ? error.name : "unknown";
      refused = error instanceof OutgoingRefused;
    }
    const service = serviceOf(target.endpoint);
    if (refused) {
      // The guard has logged why; an endpoint it refuses is refused next time too, so the message is never tried again.
      await db.execute(sql`UPDATE push_outbox SET status = 'failed', last_error = ${problem} WHERE id = ${id}`);
      report.failed++;
    } else if (status !== null && status >= 200 && status < 300) {
      await db.execute(sql`UPDATE push_outbox SET status = 'sent', sent_at = ${now.toISOString()}, last_error = NULL WHERE id = ${id}`);
      await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, target.id));
      report.sent++;
    } else if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      logInfo({ msg: "push subscription gone: removed", kind: row.kind, service, status });
      report.removed++;
    } else {
      const lasting = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
      const giveUp = lasting || now.getTime() - new Date(row.created_at).getTime() > GIVE_UP_AFTER_MS;
      const retryAt = new Date(now.getTime() + pushRetryDelayMs(Number(row.attempts)));
      const lastError = status === null ? problem : `HTTP ${status}`;
      await db.execute(
        sql`UPDATE push_outbox SET status = ${giveUp ? "failed" : "pending"}, last_error = ${lastError}, next_attempt_at = ${retryAt.toISOString()} WHERE id = ${id}`,
      );
      logWarn({ msg: "push delivery failed", kind: row.kind, service, status, error: lastError, attempt: Number(row.attempts), retryAt: giveUp ? null : retryAt.toISOString() });
      report.failed++;
    }
  }
  return report;
}
