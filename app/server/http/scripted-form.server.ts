import { data } from "react-router";
import { safeReturnPath } from "~/lib/http/return-path";
import { langFromPath, type Lang } from "~/lib/routes";
import { getSessionUser, requireUser } from "../auth/session.server";
import type { SessionUser } from "~/lib/accounts";

/**
 * A form that works with and without script (the heart, the saved-search
 * forms): where it comes back to, in which language, and whether a script
 * sent it (`via=script`, which the script adds) and so reads the answer
 * itself instead of following a redirect.
 */
export interface ScriptedForm {
  readonly returnTo: string;
  readonly lang: Lang;
  readonly scripted: boolean;
}

/** `fallback` is where the answer goes back to when the form names no same-site path. */
export function scriptedForm(form: FormData, fallback = "/en"): ScriptedForm {
  const returnTo = safeReturnPath(form.get("redirectTo"), fallback);
  return { returnTo, lang: langFromPath(returnTo), scripted: form.get("via") === "script" };
}

/**
 * The signed-in user of such a form. A visitor's script gets `signedOut` with
 * a 401, a visitor's form the redirect to the account page (the sign-in form)
 * that comes back to the page afterwards; either with the cookie `keep` makes,
 * when the form asked for something to keep until the visitor signs in.
 */
export async function scriptedFormUser<T>(
  request: Request,
  sent: ScriptedForm,
  signedOut: T,
  keep?: () => string | undefined,
): Promise<{ readonly user: SessionUser; readonly answer?: undefined } | { readonly user?: undefined; readonly answer: ReturnType<typeof data<T>> }> {
  const user = await getSessionUser(request);
  if (user) return { user };
  const cookie = keep?.();
  const headers = new Headers(cookie ? { "Set-Cookie": cookie } : undefined);
  if (sent.scripted) return { answer: data(signedOut, { status: 401, headers }) };
  try {
    return { user: await requireUser(request, sent.lang, sent.returnTo) };
  } catch (thrown) {
    if (thrown instanceof Response && cookie) thrown.headers.append("Set-Cookie", cookie);
    throw thrown;
  }
}
