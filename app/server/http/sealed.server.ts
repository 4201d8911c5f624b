import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Small values a browser carries for the server (a cookie, a link's parameter), encrypted and
 * authenticated (AES-256-GCM) under a key derived from the auth secret and the value's purpose:
 * the browser can neither read nor change them, and one purpose's value never opens as another's.
 */
const keyOf = (purpose: string, secret: string) => createHash("sha256").update(`rgv-${purpose}:${secret}`).digest();

/** `value` sealed until `until` (ms since the epoch), as base64url. */
export function seal(purpose: string, secret: string, value: unknown, until: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(purpose, secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ value, until }), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** What `seal` sealed for this purpose, unexpired and untouched; undefined otherwise. */
export function unseal(purpose: string, secret: string, text: string, now = Date.now()): unknown {
  try {
    const bytes = Buffer.from(text, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(purpose, secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const opened = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8")) as { value?: unknown; until?: unknown };
    return typeof opened.until === "number" && opened.until >= now ? opened.value : undefined;
  } catch {
    return undefined;
  }
}
