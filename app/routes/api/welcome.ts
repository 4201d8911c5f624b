import { safeReturnPath } from "~/lib/http/return-path";
import { keepForAccount, keptInLink } from "~/features/accounts/kept.server";
import { getSessionUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import type { Route } from "./+types/welcome";

/**
 * Where the e-mail confirmation link lands once better-auth has confirmed
 * the address and signed the visitor in (or refused an expired link): on to
 * the page they signed up on, with the notice that says which. What they
 * asked to keep before signing up, which the link carries, joins the account
 * here, in whichever browser the link was opened (ADR 0424).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const to = safeReturnPath(url.searchParams.get("to"), "/en");
  if (url.searchParams.has("error")) return redirectWithFlash(to, "invalid-link");
  const user = await getSessionUser(request);
  if (user) await keepForAccount(getDb(), user, keptInLink(url.searchParams.get("keep"), user.email));
  return redirectWithFlash(to, "email-verified");
}
