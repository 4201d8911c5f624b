import { currentSite } from "~/server/site-identity.server";
import { data } from "react-router";
import { encode } from "uqr";
import { z } from "zod";
import { authTexts } from "~/i18n";
import { securityTexts } from "~/i18n/security";
import { pagePath, type Lang } from "~/lib/routes";
import { callAuth } from "~/server/auth/call.server";
import { authErrorMessage } from "~/server/auth/errors.server";
import { queueSecurityMail } from "~/server/auth/mails.server";
import { removeAuthenticator } from "~/server/auth/second-factors.server";
import { authSecret } from "~/server/auth/auth.server";
import type { SessionUser } from "~/lib/accounts";
import type { Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import type { AccountAnswer, AuthenticatorSetup, CodeFieldError, SecurityIntent } from "./auth-answer";
import { recoveryCodesCookie, type ShownCodesReason } from "./recovery-codes-cookie.server";

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
const schema = z.object({
  password: text,
  // A new authenticator's first code, or a current one from the app or a recovery code: which, its shape says.
  code: text.transform((value) => value.trim()),
  // The setup being confirmed comes back with the form, so a wrong first code shows the same key again.
  uri: text,
  codes: text,
  id: text.transform((value) => value.trim()),
  name: text.transform((value) => value.trim().slice(0, 60)),
});

/** The QR code of an otpauth URI as one SVG path: drawn on the server, so no QR code library reaches the browser. */
export function qrOf(uri: string): AuthenticatorSetup["qr"] {
  const qr = encode(uri, { border: 2, ecc: "M" });
  let path = "";
  qr.data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : "")));
  return { size: qr.size, path };
}

/** A setup answer from the otpauth URI (its key in groups of four) and the recovery codes made with it. */
function setupOf(uri: string, codes: readonly string[]): AuthenticatorSetup | undefined {
  let key: string;
  try {
    const url = new URL(uri);
    if (url.protocol !== "otpauth:") return undefined;
    key = url.searchParams.get("secret") ?? "";
  } catch {
    return undefined;
  }
  return { uri, key: key.replace(/(.{4})(?=.)/g, "$1 "), qr: qrOf(uri), codes };
}

function parseCodes(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string").slice(0, 20) : [];
  } catch {
    return [];
  }
}

const security = (lang: Lang) => `${pagePath("account", lang)}#security`;

function codesCookie(codes: readonly string[], reason: ShownCodesReason, user: SessionUser): string {
  return recoveryCodesCookie(codes, reason, user.id, authSecret(), getEnv().publicUrl.startsWith("https://"));
}

/** A code of six digits (spaces people type between them aside) is the app's; anything else is a recovery code. */
function appCode(code: string): string | undefined {
  const digits = code.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The account page's two-step sign-in forms, for the signed-in `user`: set up
 * the authenticator (password, then its first code), make new recovery
 * codes (password and a current code), turn it off (a current code from the
 * app or a recovery code: ADR 0306), confirm it's the owner with such a code
 * before adding or removing a passkey, rename and remove passkeys. Each goes
 * through better-auth's endpoints as the visitor's browser would, so their
 * checks and limits apply; what must be shown once
 * (the key, the codes) comes back as data, the rest as a redirect with a notice.
 */
export async function securityAction(db: Database, request: Request, lang: Lang, user: SessionUser, intent: SecurityIntent, form: FormData) {
  const input = schema.parse(Object.fromEntries(form));
  const refuse = (message: string, status: number, extra: Partial<AccountAnswer> = {}) =>
    data<AccountAnswer>({ form: intent, errors: {}, formError: message, values: {}, ...extra }, { status });
  const failed = (result: { error: Parameters<typeof authErrorMessage>[1] }, extra: Partial<AccountAnswer> = {}) =>
    data<AccountAnswer>(
      { form: intent, errors: {}, formError: authErrorMessage(lang, result.error), values: {}, ...extra },
      { status: result.error.status >= 500 ? 503 : result.error.status, headers: result.error.retryAfter ? { "Retry-After": String(result.error.retryAfter) } : undefined },
    );
  const codeRefused = (error: CodeFieldError) => data<AccountAnswer>({ form: intent, errors: { code: error }, values: {} }, { status: error === "missing" ? 400 : 401 });
  /**
   * A current code of the account, checked by the plugin's own endpoints as signed in, so that the
   * account's budget of wrong codes counts it (ADR 0306): the refusal to answer if it is not right,
   * else the cookies the call set.
   */
  const checkCurrentCode = async (): Promise<{ refused: ReturnType<typeof failed>; setCookies?: never } | { refused?: never; setCookies: string[] }> => {
    if (!input.code) return { refused: codeRefused("missing") };
    const fromApp = appCode(input.code);
    const result = await callAuth(request, fromApp ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", { code: fromApp ?? input.code }, lang);
    if (result.ok) return { setCookies: result.setCookies };
    if (result.error.status !== 401) return { refused: failed(result) };
    return { refused: codeRefused(result.error.code === "CODE_ALREADY_USED" ? "used" : fromApp ? "wrong" : "wrongRecovery") };
  };

  if (intent === "security-enable") {
    const result = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(request, "/two-factor/enable", { password: input.password }, lang);
    if (!result.ok) return failed(result);
    const setup = setupOf(result.data.totpURI ?? "", result.data.backupCodes ?? []);
    if (!setup) return refuse(authTexts[lang].errors.generic, 503);
    return data<AccountAnswer>({ form: intent, errors: {}, values: {}, setup });
  }

  if (intent === "security-confirm") {
    const setup = setupOf(input.uri, parseCodes(input.codes));
    const result = await callAuth(request, "/two-factor/verify-totp", { code: input.code.replace(/\D/g, "") }, lang);
    if (!result.ok) return failed(result, { setup });
    // Turning it on replaced the session, so the page that shows the codes is the next request's: they go there sealed in a cookie.
    return redirectWithFlash(security(lang), "two-step-on", [...result.setCookies, codesCookie(setup?.codes ?? [], "turned-on", user)]);
  }

  if (intent === "security-codes") {
    if (!input.password) return refuse(authTexts[lang].errors.missingPassword, 400);
    const checked = await checkCurrentCode();
    if (checked.refused) return checked.refused;
    const result = await callAuth<{ backupCodes?: string[] }>(request, "/two-factor/generate-backup-codes", { password: input.password }, lang);
    if (!result.ok) return failed(result);
    return redirectWithFlash(security(lang), "recovery-codes-made", [...checked.setCookies, ...result.setCookies, codesCookie(result.data.backupCodes ?? [], "new", user)]);
  }

  if (intent === "security-off") {
    // A code checked while signed in only says it is right; the authenticator is then removed here.
    const checked = await checkCurrentCode();
    if (checked.refused) return checked.refused;
    const stillOn = await removeAuthenticator(db, user.id);
    if (!stillOn) await queueSecurityMail(db, await currentSite(db), getEnv().publicUrl, { change: "two-step-off", to: user.email, lang: user.lang });
    return redirectWithFlash(security(lang), "two-step-off", checked.setCookies);
  }

  if (intent === "security-prove") {
    // The code checked as signed in leaves the session its proof (ADR 0306), which the passkey endpoints ask for.
    const checked = await checkCurrentCode();
    if (checked.refused) return checked.refused;
    return redirectWithFlash(security(lang), "factor-shown", checked.setCookies);
  }

  if (intent === "passkey-rename") {
    const result = await callAuth(request, "/passkey/update-passkey", { id: input.id, name: input.name || securityTexts[lang].passkeys.defaultName }, lang);
    if (!result.ok) return failed(result);
    return redirectWithFlash(security(lang), "passkey-renamed", result.setCookies);
  }

  const result = await callAuth(request, "/passkey/delete-passkey", { id: input.id }, lang);
  if (!result.ok) return failed(result);
  return redirectWithFlash(security(lang), "passkey-removed", result.setCookies);
}
