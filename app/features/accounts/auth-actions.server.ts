import { eq } from "drizzle-orm";
import { safeReturnPath } from "~/lib/http/return-path";
import { data } from "react-router";
import { user } from "~/db/schema";
import { z } from "zod";
import type { AccountFlash } from "./flash";
import { authIntents, type AccountAnswer } from "./auth-answer";
import { authTexts } from "~/i18n";
import { LANG_COOKIE, preferenceCookie, THEME_COOKIE } from "~/lib/cookies";
import { pagePath, type Lang } from "~/lib/routes";
import { callAuth } from "~/server/auth/call.server";
import { secondStepMethodsOf } from "~/server/auth/second-factors.server";
import type { Database } from "~/server/db/connect.server";
import { authErrorMessage } from "~/server/auth/errors.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { keptForLink } from "./kept.server";
import { signInLanding } from "./landing";

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

const schema = z.object({
  intent: z.enum(authIntents),
  email: text.transform((value) => value.trim()),
  // Passwords are sent as typed: the server decides, and spaces may be part of them.
  password: text,
  token: text,
  // A code as typed: spaces and dashes people add are the server's to take out.
  code: text.transform((value) => value.trim()),
  method: z.enum(["totp", "recovery"]).catch("totp"),
  trustDevice: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  redirectTo: z.string().optional().catch(undefined),
  via: z.string().optional().catch(undefined),
});

/**
 * Where better-auth sends a confirmed visitor: through /api/account/welcome, which adds the notice, to the page they
 * signed up on; with what they asked to keep before they had an account, sealed for their address (`keep`, ADR 0424).
 */
export function welcomePath(returnTo: string, keep?: string): string {
  return `/api/account/welcome?to=${encodeURIComponent(returnTo)}${keep ? `&keep=${keep}` : ""}`;
}

/**
 * Sign in (with its second step), sign up, sign out and password reset, for the sign-in dialog and
 * for the same forms on the account page without JavaScript. Each goes to
 * better-auth's handler so that its checks and limits apply.
 */
export async function authAction(db: Database, request: Request, lang: Lang, form: FormData): Promise<Response | ReturnType<typeof data<AccountAnswer>>> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<AccountAnswer>({ form: "invalid", errors: {}, formError: authTexts[lang].account.invalidForm, values: {} }, { status: 400 });
  }
  const { intent, email, password, token, code, method, trustDevice } = parsed.data;
  const account = pagePath("account", lang);
  const returnTo = safeReturnPath(parsed.data.redirectTo, pagePath("home", lang));
  const scripted = parsed.data.via === "dialog";

  const call =
    intent === "sign-in"
      ? callAuth<{ user?: { lang?: string; theme?: string } }>(request, "/sign-in/email", { email, password, rememberMe: true, callbackURL: welcomePath(returnTo) }, lang)
      : intent === "sign-up"
        ? callAuth(request, "/sign-up/email", { email, password, name: email.split("@")[0] || email, callbackURL: welcomePath(returnTo, keptForLink(request, email)) }, lang)
        : intent === "sign-out"
          ? callAuth(request, "/sign-out", {}, lang)
          : intent === "forgot"
            ? callAuth(request, "/request-password-reset", { email, redirectTo: `${account}?mode=reset` }, lang)
            : intent === "two-factor"
              ? callAuth<{ user?: { theme?: string } }>(request, method === "recovery" ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", { code: method === "recovery" ? code : code.replace(/\D/g, ""), trustDevice }, lang)
              : callAuth(request, "/reset-password", { newPassword: password, token }, lang);
  const result = await call;

  if (!result.ok) {
    const message = authErrorMessage(lang, result.error);
    const status = result.error.status >= 500 ? 503 : result.error.status;
    const headers = cookieHeaders(result.setCookies);
    if (status === 429 && result.error.retryAfter) headers.set("Retry-After", String(result.error.retryAfter));
    return data<AccountAnswer>({ form: intent, errors: {}, formError: message, values: { email } }, { status, headers });
  }

  const cookies = [...result.setCookies];
  // The password step knows who is signing in; the second step carries its answer on (the page's `redirectTo`, the dialog's `landing`).
  const landing = intent === "sign-in" ? signInLanding({ lang, role: await roleOf(db, email), returnTo, dialog: scripted }) : returnTo;
  const goTo = scripted && landing !== returnTo ? landing : undefined;
  if (intent === "sign-in" && (result.data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true) {
    // The password was right; the second step's challenge cookie is set. The dialog turns to it, a page goes to it.
    const methods = await secondStepMethodsOf(db, email);
    if (scripted) return data<AccountAnswer>({ form: intent, errors: {}, values: { email }, secondStep: { methods }, landing: goTo }, { headers: cookieHeaders(cookies) });
    const query = new URLSearchParams({ mode: "two-factor", methods: methods.join(","), redirectTo: landing });
    return new Response(null, { status: 303, headers: appendCookies(new Headers({ Location: `${account}?${query}` }), cookies) });
  }
  if (intent === "sign-in" || intent === "two-factor") {
    // The account's saved theme takes over on this browser, as if just chosen.
    const saved = (result.data as { user?: { theme?: unknown } }).user?.theme;
    if (typeof saved === "string" && saved !== "system") cookies.push(preferenceCookie(THEME_COOKIE, saved));
    cookies.push(preferenceCookie(LANG_COOKIE, lang));
  }
  const toast: AccountFlash = ({ "sign-in": "signed-in", "two-factor": "signed-in", "sign-up": "check-inbox", "sign-out": "signed-out", forgot: "reset-sent", reset: "password-reset" } as const)[intent];
  if (scripted) return data<AccountAnswer>({ form: intent, errors: {}, values: {}, toast, landing: goTo }, { headers: cookieHeaders(cookies) });
  const target = intent === "reset" || intent === "forgot" ? account : landing;
  return redirectWithFlash(target, toast, cookies);
}

async function roleOf(db: Database, email: string): Promise<string | undefined> {
  const [account] = await db.select({ role: user.role }).from(user).where(eq(user.email, email.toLowerCase()));
  return account?.role;
}

function appendCookies(headers: Headers, cookies: readonly string[]): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export function cookieHeaders(cookies: readonly string[]): Headers {
  return appendCookies(new Headers(), cookies);
}
