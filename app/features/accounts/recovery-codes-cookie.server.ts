import { readCookie } from "~/lib/cookies";
import { seal, unseal } from "~/server/http/sealed.server";

/**
 * Recovery codes just made travel to the page that shows them in a cookie
 * (ADR 0305): the form that made them answers with a redirect like every
 * other, and the server keeps only their digests. Sealed (`sealed.server.ts`) for five minutes, and
 * cleared by the account page that shows them. Path "/": a script's
 * navigation reads the page's data at `/en/account.data`, which a cookie for
 * `/en/account` would not reach.
 */
const NAME = "rgv.recovery_codes";
const MAX_AGE_S = 300;

const PURPOSE = "recovery-codes-cookie";
const attributes = (https: boolean) => `Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;

/** Why the codes are shown: two-step sign-in was just turned on, or new codes replaced the old. */
export type ShownCodesReason = "turned-on" | "new";

export interface ShownCodes {
  readonly codes: string[];
  readonly reason: ShownCodesReason;
}

export function recoveryCodesCookie(codes: readonly string[], reason: ShownCodesReason, userId: string, secret: string, https: boolean, now = Date.now()): string {
  return `${NAME}=${seal(PURPOSE, secret, { codes, reason, userId }, now + MAX_AGE_S * 1000)}; Max-Age=${MAX_AGE_S}; ${attributes(https)}`;
}

export function clearRecoveryCodesCookie(https: boolean): string {
  return `${NAME}=; Max-Age=0; ${attributes(https)}`;
}

/** The codes in the request's cookie, if it holds this user's, unexpired and untouched; undefined otherwise. */
export function readRecoveryCodes(request: Request, userId: string, secret: string, now = Date.now()): ShownCodes | undefined {
  const value = readCookie(request.headers.get("Cookie"), NAME);
  const opened = (value ? unseal(PURPOSE, secret, value, now) : undefined) as { codes?: unknown; reason?: unknown; userId?: unknown } | undefined;
  if (opened?.userId !== userId || !Array.isArray(opened.codes)) return undefined;
  return { codes: opened.codes.filter((code): code is string => typeof code === "string"), reason: opened.reason === "turned-on" ? "turned-on" : "new" };
}
