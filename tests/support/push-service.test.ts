import { Agent, type RequestOptions } from "node:https";
import { connect } from "node:net";
import webpush, { type RequestDetails, WebPushError } from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { type PushService, startPushService, type TestSubscription } from "./push-service";

/**
 * web-push sends with https.request whatever the endpoint's scheme, so it cannot reach the double's
 * plain-http loopback endpoint by itself: this agent hands https.request a plain TCP socket instead.
 */
class PlainHttpAgent extends Agent {
  override createConnection(options: RequestOptions) {
    return connect(Number(options.port), options.hostname ?? options.host ?? "127.0.0.1");
  }
}

const subject = "mailto:agent@example.com";
const agent = new PlainHttpAgent();

let service: PushService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function start(): Promise<{ push: PushService; subscription: TestSubscription; vapid: webpush.VapidKeys }> {
  service = await startPushService();
  return { push: service, subscription: service.subscribe(), vapid: webpush.generateVAPIDKeys() };
}

function send(subscription: TestSubscription, payload: string, vapid: webpush.VapidKeys, options: webpush.RequestOptions = {}) {
  return webpush.sendNotification(subscription, payload, { vapidDetails: { subject, ...vapid }, TTL: 60, agent, ...options });
}

/** Posts what web-push would send, after the test has spoilt one part of it. */
function post(details: RequestDetails, headers: Record<string, string | undefined>, body: Buffer | null = details.body) {
  const sent: Record<string, string> = {};
  // Node's fetch sets the length itself; web-push's TTL is a number at run time, whatever its types say.
  for (const [name, value] of Object.entries({ ...details.headers, "Content-Length": undefined, ...headers })) {
    if (value !== undefined) sent[name] = String(value);
  }
  return fetch(details.endpoint, { method: "POST", headers: sent, body: body && new Uint8Array(body) });
}

describe("the Web Push service double", () => {
  it("decrypts what web-push sends and answers 201 with a Location", async () => {
    const { push, subscription, vapid } = await start();
    const result = await send(subscription, JSON.stringify({ title: "New lead", url: "/agent/leads/7" }), vapid);
    expect(result.statusCode).toBe(201);
    expect(result.headers.location).toMatch(new RegExp(`^${push.url}/m/`));
    await send(subscription, "ñandú 🏡", vapid, { TTL: 0, urgency: "high", topic: "lead-7" });

    const received = await push.waitFor(2);
    expect(received).toEqual([
      {
        endpoint: subscription.endpoint,
        payload: '{"title":"New lead","url":"/agent/leads/7"}',
        ttl: 60,
        urgency: "normal",
        topic: undefined,
        vapidSubject: subject,
        vapidPublicKey: vapid.publicKey,
      },
      expect.objectContaining({ payload: "ñandú 🏡", ttl: 0, urgency: "high", topic: "lead-7" }),
    ]);
    expect(subscription.keys.auth).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(subscription.keys.p256dh).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("refuses a missing TTL, a JWT not signed by k, another audience and a tampered body", async () => {
    const { push, subscription, vapid } = await start();
    const details = webpush.generateRequestDetails(subscription, "hello", { vapidDetails: { subject, ...vapid }, TTL: 60 });
    const other = webpush.generateVAPIDKeys();
    const signedByOther = webpush.getVapidHeaders(push.url, subject, vapid.publicKey, other.privateKey, "aes128gcm");
    const forFcm = webpush.getVapidHeaders("https://fcm.googleapis.com", subject, vapid.publicKey, vapid.privateKey, "aes128gcm");
    const tampered = Buffer.from(details.body);
    tampered[tampered.length - 20] = (tampered.at(-20) ?? 0) ^ 1;

    expect((await post(details, { TTL: undefined })).status).toBe(400);
    expect((await post(details, { "Content-Encoding": "aesgcm" })).status).toBe(400);
    expect((await post(details, { Authorization: undefined })).status).toBe(401);
    expect((await post(details, signedByOther)).status).toBe(401);
    expect((await post(details, forFcm)).status).toBe(403);
    const refused = await post(details, {}, tampered);
    expect([refused.status, await refused.text()]).toEqual([400, expect.stringContaining("does not decrypt")]);
    expect(push.received).toEqual([]);

    expect((await post(details, {})).status).toBe(201);
    expect(push.received.map((message) => message.payload)).toEqual(["hello"]);
  });

  it("answers 413 to a body over 4096 bytes", async () => {
    const { push, subscription, vapid } = await start();
    await expect(send(subscription, "x".repeat(4000), vapid)).rejects.toMatchObject({ statusCode: 413 });
    expect(push.received).toEqual([]);
  });

  it("answers as told, and 404 once it has answered 410", async () => {
    const { push, subscription, vapid } = await start();
    push.answerWith(subscription.endpoint, 429);
    const limited = await send(subscription, "one", vapid).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(WebPushError);
    expect(limited).toMatchObject({ statusCode: 429, headers: { "retry-after": "1" } });

    push.answerWith(subscription.endpoint, 410);
    const gone = await send(subscription, "two", vapid).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(WebPushError);
    expect((gone as WebPushError).statusCode).toBe(410);
    await expect(send(subscription, "three", vapid)).rejects.toMatchObject({ statusCode: 404 });
    await expect(send({ ...subscription, endpoint: `${push.url}/push/unknown` }, "four", vapid)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(push.received).toEqual([]);
  });
});
