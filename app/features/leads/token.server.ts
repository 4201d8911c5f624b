import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "~/server/auth/secret.server";
import { getEnv, type Env } from "~/server/env.server";

/** People need more than this to fill in even the shortest form; scripts that post at once don't. */
export const MIN_FILL_MS = 2_000;

export type TokenCheck =
  | { readonly ok: true; readonly key: string; readonly issuedAt: number }
  | { readonly ok: false; readonly reason: "missing" | "forged" }
  /** Genuine but sent too soon: its key still makes a retry of the held lead find it. */
  | { readonly ok: false; readonly reason: "fast"; readonly key: string };

export interface FormTokens {
  /** A hidden field for a form being rendered: when it was rendered, a one-time key, and a signature over both. */
  issue(now?: number): string;
  check(token: string, now?: number): TokenCheck;
}

/**
 * Form tokens signed with a key derived from `secret`. The render time can't be
 * moved back to beat the time trap without the secret, and the one-time key
 * doubles as the submission's idempotency key.
 */
export function formTokens(secret: string): FormTokens {
  const key = createHmac("sha256", secret).update("lead-form-token").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(now = Date.now()) {
      const payload = `${now.toString(36)}.${randomBytes(16).toString("hex")}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token, now = Date.now()) {
      const match = /^([0-9a-z]{1,12})\.([0-9a-f]{32})\.([\w-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: token ? "forged" : "missing" };
      const [, time = "", nonce = "", signature = ""] = match;
      const expected = Buffer.from(sign(`${time}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
      const issuedAt = parseInt(time, 36);
      if (now - issuedAt < MIN_FILL_MS) return { ok: false, reason: "fast", key: nonce };
      return { ok: true, key: nonce, issuedAt };
    },
  };
}

let shared: { env: Env; tokens: FormTokens } | undefined;

/** The tokens of this site, signed with the auth secret every instance shares. */
export function siteFormTokens(): FormTokens {
  const env = getEnv();
  if (shared?.env !== env) shared = { env, tokens: formTokens(resolveAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir)) };
  return shared.tokens;
}

export function issueFormToken(): string {
  return siteFormTokens().issue();
}
