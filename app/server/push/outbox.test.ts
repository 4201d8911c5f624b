import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pushOutbox, pushSubscriptions, user } from "~/db/schema";
import { startPushService, type PushService, type TestSubscription } from "../../../tests/support/push-service";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import type { DatabaseHandle } from "../db/connect.server";
import { resolveVapidKeys, type VapidKeys } from "./keys.server";
import { createPushSender, deliverDuePush, enqueueAgentPush, pushRetryDelayMs } from "./outbox.server";

allowLocalDoublesForFile();

const content = { title: "Solicitud de visita — Rosa G.", body: "1215 Calle Naranjo, McAllen", url: "/es/agente/leads/1", tag: "lead-1" };

describe("the VAPID key pair", () => {
  it("is generated once into the data folder, readable only by its owner, unless the environment gives one", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    try {
      const first = resolveVapidKeys({}, dataDir);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(resolveVapidKeys({}, dataDir)).toEqual(first);
      expect(statSync(path.join(dataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8"))).toEqual(first);
      expect(resolveVapidKeys({ publicKey: "P", privateKey: "Q" }, dataDir)).toEqual({ publicKey: "P", privateKey: "Q" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(drivers)("the push queue on %s", (driver) => {
  let handle: DatabaseHandle;
  let service: PushService;
  let keys: VapidKeys;
  let people = 0;
  beforeAll(async () => {
    [handle, service] = await Promise.all([openTestDatabase(driver), startPushService()]);
    keys = resolveVapidKeys({}, mkdtempSync(path.join(tmpdir(), "vapid-")));
  });
  // Each test's agents only: a device left from another would be sent to as well.
  afterEach(async () => {
    await handle.db.delete(user).where(eq(user.role, "agent"));
  });
  afterAll(async () => {
    await service.close();
    await handle.close();
  });

  async function device(role: "agent" | "user", endpointOf = (endpoint: string) => endpoint): Promise<{ id: string; subscription: TestSubscription }> {
    people++;
    const userId = `push-${driver}-${people}`;
    await handle.db.insert(user).values({ id: userId, name: "Someone", email: `${userId}@example.com`, role });
    const subscription = service.subscribe();
    const [row] = await handle.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: endpointOf(subscription.endpoint), p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, device: "Chrome · Android" })
      .returning({ id: pushSubscriptions.id });
    return { id: row?.id ?? "", subscription };
  }

  const statusOf = async (subscriptionId: string) => (await handle.db.select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId)))[0];

  it("sends every agent device the lead, encrypted and signed, and nobody else", async () => {
    const phone = await device("agent");
    const laptop = await device("agent");
    const visitor = await device("user");
    const before = service.received.length;
    expect(await handle.db.transaction((tx) => enqueueAgentPush(tx, "lead", content))).toBe(2);
    const report = await deliverDuePush(handle.db, createPushSender(keys, "agent@example.com"));
    expect(report).toEqual({ sent: 2, failed: 0, removed: 0 });
    const received = (await service.waitFor(before + 2)).slice(before);
    const byEndpoint = new Map(received.map((push) => [push.endpoint, push]));
    expect(JSON.parse(byEndpoint.get(phone.subscription.endpoint)?.payload ?? "")).toEqual(content);
    expect(JSON.parse(byEndpoint.get(laptop.subscription.endpoint)?.payload ?? "")).toEqual(content);
    expect(byEndpoint.has(visitor.subscription.endpoint)).toBe(false);
    expect(received[0]).toMatchObject({ ttl: 86_400, urgency: "high", vapidSubject: "mailto:agent@example.com", vapidPublicKey: keys.publicKey });
    expect((await statusOf(phone.id))?.status).toBe("sent");
  });

  it("removes a device its push service has forgotten (410), retries a busy one (429, 500) and fails a refusal that won't change (403)", async () => {
    const gone = await device("agent");
    const busy = await device("agent");
    const refused = await device("agent");
    service.answerWith(gone.subscription.endpoint, 410);
    service.answerWith(busy.subscription.endpoint, 500);
    service.answerWith(refused.subscription.endpoint, 403);
    await handle.db.transaction((tx) => enqueueAgentPush(tx, "lead", content));
    const report = await deliverDuePush(handle.db, createPushSender(keys, "agent@example.com"));
    expect(report).toEqual({ sent: 0, failed: 2, removed: 1 });
    expect(await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.id))).toHaveLength(0);
    expect(await statusOf(gone.id)).toBeUndefined();
    const retried = await statusOf(busy.id);
    expect(retried).toMatchObject({ status: "pending", lastError: "HTTP 500", attempts: 1 });
    expect(await statusOf(refused.id)).toMatchObject({ status: "failed", lastError: "HTTP 403" });

    // Nothing is lost across a restart: the message waits in the table until the service answers again.
    service.answerWith(busy.subscription.endpoint, 201);
    const later = new Date(Date.now() + pushRetryDelayMs(1) + 1_000);
    expect(await deliverDuePush(handle.db, createPushSender(keys, "agent@example.com"), { now: later })).toEqual({ sent: 1, failed: 0, removed: 0 });
    expect(await statusOf(busy.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("never retries a stored endpoint the guard refuses: off the push services, at a loopback address, or a name DNS puts there", async () => {
    const port = new URL(service.url).port;
    // Stored before the rules, or by hand: another host, the double's own address spelled otherwise, a name for loopback.
    const elsewhere = await device("agent", (endpoint) => endpoint.replace(/^http:\/\/127\.0\.0\.1:\d+/, "https://push.example.com"));
    const mapped = await device("agent", (endpoint) => endpoint.replace("127.0.0.1", "[::ffff:127.0.0.1]"));
    const named = await device("agent", (endpoint) => endpoint.replace("http://127.0.0.1", "https://localhost"));
    const before = service.received.length;
    const warnings: Record<string, unknown>[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
    try {
      await handle.db.transaction((tx) => enqueueAgentPush(tx, "lead", content));
      // localhost is a push service here, so that what refuses it is its address.
      const sender = createPushSender(keys, "agent@example.com", { pushHosts: ["127.0.0.1", "localhost"] });
      expect(await deliverDuePush(handle.db, sender)).toEqual({ sent: 0, failed: 3, removed: 0 });
      expect(await statusOf(elsewhere.id)).toMatchObject({ status: "failed", lastError: "refused: unlisted", attempts: 1 });
      expect(await statusOf(mapped.id)).toMatchObject({ status: "failed", lastError: "refused: loopback", attempts: 1 });
      expect(await statusOf(named.id)).toMatchObject({ status: "failed", lastError: "refused: loopback", attempts: 1 });
      expect(warnings).toHaveLength(3);
      expect(warnings.map(({ msg, what, reason, host }) => ({ msg, what, reason, host }))).toEqual(
        expect.arrayContaining([
          { msg: "outgoing request refused", what: "push", reason: "unlisted", host: "push.example.com" },
          { msg: "outgoing request refused", what: "push", reason: "loopback", host: `[::ffff:7f00:1]:${port}` },
          { msg: "outgoing request refused", what: "push", reason: "loopback", host: `localhost:${port}` },
        ]),
      );
      expect(JSON.stringify(warnings)).not.toContain("/push/");
      const later = new Date(Date.now() + 2 * 3_600_000);
      expect(await deliverDuePush(handle.db, sender, { now: later })).toEqual({ sent: 0, failed: 0, removed: 0 });
      expect(service.received.length).toBe(before);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("gives up on a message past a day, when the push service would drop it anyway, and retries an unreachable service", async () => {
    const busy = await device("agent");
    service.answerWith(busy.subscription.endpoint, 503);
    await handle.db.transaction((tx) => enqueueAgentPush(tx, "lead", content));
    const unreachable = await deliverDuePush(handle.db, async () => {
      throw new TypeError("fetch failed");
    });
    expect(unreachable).toEqual({ sent: 0, failed: 1, removed: 0 });
    expect(await statusOf(busy.id)).toMatchObject({ status: "pending", lastError: "TypeError" });
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    await deliverDuePush(handle.db, createPushSender(keys, "agent@example.com"), { now: dayLater });
    expect(await statusOf(busy.id)).toMatchObject({ status: "failed", lastError: "HTTP 503" });
  });
});
