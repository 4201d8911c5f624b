import { safeReturnPath } from "~/lib/http/return-path";
import { redirectWithFlash } from "~/server/http/flash.server";
import type { Route } from "./+types/welcome";

/**
 * Where the e-mail confirmation link lands once better-auth has confirmed
 * the address and signed the visitor in (or refused an expired link): on to
 * the page they signed up on, with the notice that says which.
 */
export function loader({ url }: Route.LoaderArgs) {
  const to = safeReturnPath(url.searchParams.get("to"), "/en");
  return redirectWithFlash(to, url.searchParams.has("error") ? "invalid-link" : "email-verified");
}
