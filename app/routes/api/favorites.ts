import { data, redirect } from "react-router";
import { z } from "zod";
import type { FavoriteActionData } from "~/features/favorites/favorites";
import { addFavorite, listFavoriteKeys, removeFavorite } from "~/features/favorites/favorites.server";
import { keepCookie } from "~/features/accounts/kept.server";
import { redirectWithFlash } from "~/server/http/flash.server";
import { getSessionUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/favorites";
import { readSmallForm } from "~/server/http/body.server";
import { scriptedForm, scriptedFormUser } from "~/server/http/scripted-form.server";
import { errorFacts, logError, requestIdOf } from "~/server/log.server";

const schema = z.object({
  listingKey: z.string().trim().min(1).max(64),
  intent: z.enum(["add", "remove"]),
});

const noStore = { "Cache-Control": "private, no-store" };

/** The signed-in user's favorites, as listing keys; never anyone else's. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ favorites: [] as string[] }, { status: 401, headers: noStore });
  return data({ favorites: await listFavoriteKeys(getDb(), user.id) }, { headers: noStore });
}

/**
 * Adds or removes one of the user's own favorites. The heart sends it by
 * script and reads the answer; without JavaScript the form comes back to the
 * page with a notice, or goes to the account page to sign in first.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readSmallForm(request);
  const sent = scriptedForm(form);
  const { returnTo, scripted } = sent;
  const parsed = schema.safeParse(Object.fromEntries(form));
  // A heart tapped signed out is kept for the account the visitor signs in to or creates (ADR 0424).
  const keep = () => (parsed.success && parsed.data.intent === "add" ? keepCookie(request, { favorite: parsed.data.listingKey }) : undefined);
  const { user, answer } = await scriptedFormUser<FavoriteActionData>(request, sent, { ok: false, reason: "sign-in" }, keep);
  if (!user) return answer;
  if (!parsed.success) return data<FavoriteActionData>({ ok: false, reason: "invalid" }, { status: 400 });
  const { listingKey, intent } = parsed.data;
  try {
    if (intent === "add") {
      if (!(await addFavorite(getDb(), user.id, listingKey))) return data<FavoriteActionData>({ ok: false, reason: "invalid" }, { status: 409 });
    } else {
      await removeFavorite(getDb(), user.id, listingKey);
    }
  } catch (error) {
    // The heart goes back to what it was and says nothing, as the spec asks; the log keeps the cause.
    logError({ msg: "favorite change failed", ...errorFacts(error), request: requestIdOf(request) });
    return scripted ? data<FavoriteActionData>({ ok: false, reason: "error" }, { status: 503 }) : redirect(returnTo);
  }
  if (scripted) return data<FavoriteActionData>({ ok: true, intent });
  return redirectWithFlash(returnTo, intent === "add" ? "favorite-saved" : "favorite-removed");
}
