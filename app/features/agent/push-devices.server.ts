import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { pushSubscriptions } from "~/db/schema";
import { leadWorkTexts } from "~/i18n/lead-work";
import { fmt } from "~/i18n";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { reportRefusal, type RefusalReason } from "~/server/http/outgoing.server";
import { enqueuePush, notifyPushQueued } from "~/server/push/outbox.server";
import { pushEndpointRefusal } from "~/server/push/services.server";
import { deviceName } from "./device-name";

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A push service's endpoint: a URL; whether the server will ever send to it is endpointRefusal's to say. */
const endpoint = z.url().max(2_000);

/** What the browser's PushSubscription gives: its endpoint and the keys that encrypt for it (65-byte P-256 point, 16-byte secret). */
export const subscriptionSchema = z.object({
  endpoint,
  p256dh: base64url.refine((value) => Buffer.from(value, "base64url").length === 65, "p256dh"),
  auth: base64url.refine((value) => Buffer.from(value, "base64url").length === 16, "auth"),
});

/**
 * Why the server would never send to a device's endpoint (ADR 0011): not on
 * a known push service, or an address or scheme the server never reaches.
 * Reported in the log as the push itself would be; null when it may be kept.
 */
export function endpointRefusal(endpoint: string): RefusalReason | null {
  const url = new URL(endpoint);
  const reason = pushEndpointRefusal(url);
  if (reason) reportRefusal("push subscription", reason, url);
  return reason;
}

/**
 * Keeps the device's subscription for the agent. The same endpoint again
 * (the browser subscribed anew, or another account signed in on it) is the
 * same device: it moves to this agent with its fresh keys.
 */
export async function saveDevice(db: Database, userId: string, subscription: z.infer<typeof subscriptionSchema>, userAgent: string): Promise<string> {
  const values = { userId, ...subscription, device: deviceName(userAgent) };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth, device: values.device } })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("The subscription was neither inserted nor updated.");
  return row.id;
}

export interface Device {
  readonly id: string;
  readonly device: string;
  readonly endpoint: string;
  readonly createdAt: Date;
}

export async function listDevices(db: Database, userId: string): Promise<Device[]> {
  return db
    .select({ id: pushSubscriptions.id, device: pushSubscriptions.device, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

export async function removeDevice(db: Database, userId: string, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const removed = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId))).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Queues a test notification to each of the agent's devices, in the language her leads' alerts come in; how many were queued. */
export async function sendTestPush(db: Database, userId: string, lang: Lang): Promise<number> {
  const devices = await listDevices(db, userId);
  const t = leadWorkTexts[lang].push;
  await db.transaction(async (tx) => {
    for (const device of devices) {
      await enqueuePush(tx, device.id, "test", { title: t.testTitle, body: fmt(t.testBody, { device: device.device }), url: agentPrefix[lang], tag: "test" });
    }
  });
  if (devices.length) notifyPushQueued();
  return devices.length;
}
