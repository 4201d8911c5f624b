import { data } from "react-router";
import { z } from "zod";
import { authTexts } from "~/i18n";
import { alertFrequencies } from "~/lib/accounts";
import { LANG_COOKIE, preferenceCookie, THEME_COOKIE, themes } from "~/lib/cookies";
import { langs, pagePath, type Lang } from "~/lib/routes";
import { SESSION_COOKIE_NAMES } from "~/server/auth/cookie";
import { requireUser } from "~/server/auth/session.server";
import { deleteAccount, updatePreferences } from "./account-data.server";
import { authAction } from "./auth-actions.server";
import { authIntents, securityIntents, type AccountAnswer, type SecurityIntent } from "./auth-answer";
import { securityAction } from "./security-actions.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Database } from "~/server/db/connect.server";

const preferencesSchema = z.object({
  lang: z.enum(langs),
  theme: z.enum(themes as readonly ["light", "dark", "system"]),
  alertFrequency: z.enum(alertFrequencies),
});

/** The account page's forms: the auth ones, two-step sign-in, preferences, and deleting the account. */
export async function accountAction(db: Database, request: Request, lang: Lang) {
  const form = await readSmallForm(request);
  const intent = form.get("intent");
  if ((authIntents as readonly unknown[]).includes(intent)) return authAction(db, request, lang, form);
  const account = pagePath("account", lang);

  if ((securityIntents as readonly unknown[]).includes(intent)) {
    const user = await requireUser(request, lang, account);
    return securityAction(db, request, lang, user, intent as SecurityIntent, form);
  }

  if (intent === "preferences") {
    const user = await requireUser(request, lang, account);
    const parsed = preferencesSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data<AccountAnswer>({ form: "preferences", errors: {}, formError: authTexts[lang].account.invalidForm, values: {} }, { status: 400 });
    await updatePreferences(db, user.id, parsed.data, user.alertFrequency);
    return redirectWithFlash(pagePath("account", parsed.data.lang), "preferences-saved", [
      preferenceCookie(LANG_COOKIE, parsed.data.lang),
      preferenceCookie(THEME_COOKIE, parsed.data.theme),
    ]);
  }

  if (intent === "delete-account") {
    const user = await requireUser(request, lang, account);
    if (form.get("confirm") !== "yes") {
      return data<AccountAnswer>({ form: "delete-account", errors: {}, formError: authTexts[lang].account.confirmRequired, values: {} }, { status: 400 });
    }
    await deleteAccount(db, user.id);
    const cleared = SESSION_COOKIE_NAMES.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
    return redirectWithFlash(pagePath("home", lang), "account-deleted", cleared);
  }

  return data<AccountAnswer>({ form: "invalid", errors: {}, formError: authTexts[lang].account.invalidForm, values: {} }, { status: 400 });
}
