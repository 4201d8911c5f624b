import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { readCookie } from "~/lib/cookies";

/**
 * Recovery codes just made travel to the page that shows them in a cookie
 * (ADR 0305): the form that made them answers with a redirect like every
 * other, and the server keeps only their digests. Encrypted and authenticated
 * (AES-256-GCM, a key derived from the auth secret), for five minutes, and
 * cleared by the account page that shows them. Path "/": a script's
 * navigation reads the page's data at `/en/account.data`, which a cookie for
 * `/en/account` would not reach.
 */
const NAME = "rgv.recovery_codes";
const MAX_AGE_S = 300;

const keyOf = (secret: string) => createHash("sha256").update(`rgv-recovery-codes-cookie:${secret}`).digest();
const attributes = (https: boolean) => `Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;

/** Why the codes are shown: two-step sign-in was just turned on, or new codes replaced the old. */
export type ShownCodesReason = "turned-on" | "new";

export interface ShownCodes {
  readonly codes: string[];
  readonly reason: ShownCodesReason;
}

export function recoveryCodesCookie(codes: readonly string[], reason: ShownCodesReason, userId: string, secret: string, https: boolean, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ codes, reason, userId, until: now + MAX_AGE_S * 1000 }), "utf8"), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  return `${NAME}=${value}; Max-Age=${MAX_AGE_S}; ${attributes(https)}`;
}

export function clearRecoveryCodesCookie(https: boolean): string {
  return `${NAME}=; Max-Age=0; ${attributes(https)}`;
}

/** The codes in the request's cookie, if it holds this user's, unexpired and untouched; undefined otherwise. */
export function readRecoveryCodes(request: Request, userId: string, secret: string, now = Date.now()): ShownCodes | undefined {
  const value = readCookie(request.headers.get("Cookie"), NAME);
  if (!value) return undefined;
  try {
    const bytes = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const opened = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8")) as { codes?: unknown; reason?: unknown; userId?: unknown; until?: unknown };
    if (opened.userId !== userId || typeof opened.until !== "number" || opened.until < now || !Array.isArray(opened.codes)) return undefined;
    return { codes: opened.codes.filter((code): code is string => typeof code === "string"), reason: opened.reason === "turned-on" ? "turned-on" : "new" };
  } catch {
    return undefined;
  }
}
