import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the browser's PushSubscription.toJSON() gives the page, and the page gives the server. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** A push message the service accepted, decrypted as the browser would before the service worker sees it. */
export interface ReceivedPush {
  readonly endpoint: string;
  readonly payload: string;
  readonly ttl: number;
  readonly urgency: string | undefined;
  readonly topic: string | undefined;
  readonly vapidSubject: string;
  /** The `k` of the Authorization header, as sent (base64url). */
  readonly vapidPublicKey: string;
}

export interface PushService {
  /** The origin, which is also the audience (`aud`) the VAPID JWT must name. */
  readonly url: string;
  subscribe(): TestSubscription;
  readonly received: ReceivedPush[];
  /**
   * Every later request to the endpoint gets this status. A 410 also forgets the subscription, so the
   * request after it gets 404, as from a real service that dropped it.
   */
  answerWith(endpoint: string, status: number): void;
  /** Resolves with `received` once it holds at least `count` messages. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedPush[]>;
  close(): Promise<void>;
}

// Autopush's and FCM's limit, on the encrypted body.
const MAX_BODY = 4096;
const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;
const URGENCIES = new Set(["very-low", "low", "normal", "high"]);
// RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet; autopush refuses others.
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

interface Subscriber {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw new Refusal(401, "the VAPID JWT is not base64url JSON");
  }
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; returns the JWT's subject and the key as sent. */
function checkVapid(authorization: string | undefined, audience: string): { subject: string; publicKey: string } {
  const match = authorization?.match(/^vapid\s+(.+)$/i);
  if (!match?.[1]) throw new Refusal(401, "Authorization must be `vapid t=<JWT>, k=<key>`");
  const params = new Map<string, string>();
  for (const param of match[1].split(",")) {
    const eq = param.indexOf("=");
    if (eq > 0) params.set(param.slice(0, eq).trim().toLowerCase(), param.slice(eq + 1).trim());
  }
  const token = params.get("t");
  const publicKey = params.get("k");
  if (!token || !publicKey) throw new Refusal(401, "the vapid Authorization lacks t= or k=");

  const key = Buffer.from(publicKey, "base64url");
  if (key.length !== 65 || key[0] !== 0x04) throw new Refusal(401, "k is not an uncompressed P-256 point");
  let verifier;
  try {
    verifier = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
      format: "jwk",
    });
  } catch {
    throw new Refusal(401, "k is not a point on P-256");
  }

  const parts = token.split(".");
  if (parts.length !== 3) throw new Refusal(401, "the VAPID JWT does not have three parts");
  const [headerPart = "", claimsPart = "", signaturePart = ""] = parts;
  const header = decodeJson(headerPart) as { alg?: unknown } | null;
  if (header?.alg !== "ES256") throw new Refusal(401, "the VAPID JWT's alg is not ES256");
  // JOSE's ES256 is r||s, 32 bytes each, not the DER that Node signs by default.
  const signature = Buffer.from(signaturePart, "base64url");
  if (signature.length !== 64) throw new Refusal(401, "the VAPID JWT's signature is not 64 bytes of r||s");
  const signed = Buffer.from(`${headerPart}.${claimsPart}`);
  if (!verify("sha256", signed, { key: verifier, dsaEncoding: "ieee-p1363" }, signature)) {
    throw new Refusal(401, "the VAPID JWT is not signed by the key in k");
  }

  // A well-signed token whose claims do not fit this service is forbidden rather than unauthenticated, as at FCM.
  const claims = decodeJson(claimsPart) as { aud?: unknown; exp?: unknown; sub?: unknown } | null;
  if (claims?.aud !== audience) throw new Refusal(403, `the VAPID JWT's aud is not ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now) throw new Refusal(401, "the VAPID JWT has expired or has no exp");
  if (claims.exp > now + MAX_VAPID_LIFETIME_S) throw new Refusal(403, "the VAPID JWT's exp is more than 24 hours ahead");
  const subject = typeof claims.sub === "string" ? claims.sub : "";
  let scheme = "";
  try {
    scheme = new URL(subject).protocol;
  } catch {
    // An unparsable subject is refused below like any other.
  }
  if (scheme !== "mailto:" && scheme !== "https:") throw new Refusal(403, "the VAPID JWT's sub is not a mailto: or https: URL");
  return { subject, publicKey };
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm), from the user agent's side. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  if (body.length < 21) throw new Refusal(400, "the aes128gcm header is truncated");
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  // RFC 8291 §4: the key id is the application server's ephemeral public key, uncompressed.
  if (idlen !== 65) throw new Refusal(400, "the aes128gcm keyid is not a 65-byte public key");
  if (rs < 18) throw new Refusal(400, "the aes128gcm record size is below 18");
  const senderKey = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (records.length === 0) throw new Refusal(400, "the aes128gcm body has no record");

  let ecdhSecret: Buffer;
  try {
    ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, "the aes128gcm keyid is not a point on P-256");
  }
  // hkdfSync is HKDF-Expand(HKDF-Extract(salt, ikm), info, length), the two steps RFC 8291 §3.4 names.
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq++) {
    const record = records.subarray(offset, offset + rs);
    const last = offset + rs >= records.length;
    if (record.length < 17) throw new Refusal(400, "an aes128gcm record is shorter than its tag");
    // RFC 8188 §2.3: the nonce is the base nonce XOR the record's sequence number (big-endian).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let padded: Buffer;
    try {
      padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, "the body does not decrypt with this subscription's keys");
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== (last ? 0x02 : 0x01)) throw new Refusal(400, "an aes128gcm record has the wrong padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}

/** Reads the body, but keeps no more than one byte past the limit: the rest is drained so the sender hears the answer. */
async function readBody(req: IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY + 1) chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), tooLarge: size > MAX_BODY };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  // Autopush's error shape, so a WebPushError's body says why.
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify({ code: status, message }));
}

/**
 * A Web Push service (RFC 8030) on loopback that checks what a real one checks (TTL, aes128gcm,
 * size, VAPID) and decrypts each message with the subscription's private key, as the browser would.
 */
export async function startPushService(): Promise<PushService> {
  const subscribers = new Map<string, Subscriber>();
  const forced = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let url = "";

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { body, tooLarge } = await readBody(req);
    if (req.method !== "POST") return answer(res, 405, "only POST", { Allow: "POST" });
    const id = new URL(req.url ?? "/", url).pathname.match(/^\/push\/([^/]+)$/)?.[1];
    const subscriber = id === undefined ? undefined : subscribers.get(id);
    if (!id || !subscriber) return answer(res, 404, "no such subscription");
    const endpoint = `${url}/push/${id}`;

    const status = forced.get(endpoint);
    if (status !== undefined) {
      if (status === 410) {
        subscribers.delete(id);
        forced.delete(endpoint);
      }
      return answer(res, status, `answering ${status} as told`, status === 429 ? { "Retry-After": "1" } : {});
    }

    try {
      const vapid = checkVapid(header(req, "authorization"), url);
      const ttlHeader = header(req, "ttl");
      if (ttlHeader === undefined) throw new Refusal(400, "the TTL header is required");
      if (!/^\d+$/.test(ttlHeader)) throw new Refusal(400, "TTL is not a non-negative integer");
      const urgency = header(req, "urgency");
      if (urgency !== undefined && !URGENCIES.has(urgency)) throw new Refusal(400, `unknown Urgency ${urgency}`);
      const topic = header(req, "topic");
      if (topic !== undefined && !TOPIC.test(topic)) throw new Refusal(400, "Topic is not 1-32 URL-safe base64 characters");
      if (tooLarge) throw new Refusal(413, `the body is over ${MAX_BODY} bytes`);
      // A push without a body (a tickle) needs no encoding; one with a body must be aes128gcm.
      let payload = "";
      if (body.length > 0) {
        if (header(req, "content-encoding")?.toLowerCase() !== "aes128gcm") {
          throw new Refusal(400, "Content-Encoding must be aes128gcm");
        }
        payload = decrypt(body, subscriber);
      }
      received.push({
        endpoint,
        payload,
        ttl: Number(ttlHeader),
        urgency,
        topic,
        vapidSubject: vapid.subject,
        vapidPublicKey: vapid.publicKey,
      });
      for (const wake of waiters) wake();
      answer(res, 201, "created", { Location: `${url}/m/${b64url(randomBytes(16))}`, TTL: ttlHeader });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer(res, error.status, error.message);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answer(res, 500, String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64url(randomBytes(24));
      subscribers.set(id, { ecdh, auth });
      return { endpoint: `${url}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answerWith(endpoint, status) {
      forced.set(endpoint, status);
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the push service received ${received.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      // The senders' keep-alive sockets would otherwise hold close() open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
