import { data } from "react-router";
import { z } from "zod";
import { accountTexts, authTexts, fmt } from "~/i18n";
import { alertFrequencies } from "~/lib/accounts";
import type { SavedSearchFlash } from "~/features/saved-searches/flash";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { flashCookie, redirectWithFlash } from "~/server/http/flash.server";
import {
  createSavedSearch,
  deleteSavedSearch,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  updateSavedSearch,
} from "~/features/saved-searches/saved-searches.server";
import { searchName } from "~/features/saved-searches/search-name";
import { parseSearchQuery } from "~/features/search/search-parse";
import { getDb } from "~/server/db.server";
import { keepCookie } from "~/features/accounts/kept.server";
import type { Route } from "./+types/saved-searches";
import { readSmallForm } from "~/server/http/body.server";
import { scriptedForm, scriptedFormUser } from "~/server/http/scripted-form.server";

const name = z.string().trim().min(1).max(MAX_SEARCH_NAME);
const id = z.uuid();
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name: z.string().trim().max(MAX_SEARCH_NAME).default(""), query: z.string().max(2000).default("") }),
  z.object({ intent: z.literal("rename"), id, name }),
  z.object({ intent: z.literal("frequency"), id, frequency: z.enum(alertFrequencies) }),
  z.object({ intent: z.literal("delete"), id }),
]);

export function loader() {
  throw data(null, { status: 404 });
}

/** Saves, renames, re-times and deletes the signed-in user's own saved searches. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readSmallForm(request);
  const sent = scriptedForm(form);
  const { returnTo, lang, scripted } = sent;
  const t = accountTexts[lang];
  const invalidForm = authTexts[lang].account.invalidForm;
  const fail = (message: string, status: number) =>
    scripted
      ? data<SavedSearchAnswer>({ form: "saved-search", errors: {}, formError: message, values: { name: String(form.get("name") ?? "") } }, { status })
      : new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const parsed = schema.safeParse(Object.fromEntries(form));
  // A search saved signed out is kept for the account the visitor signs in to or creates (ADR 0424).
  const keep = () => (parsed.success && parsed.data.intent === "create" ? keepCookie(request, { query: parsed.data.query, lang }) : undefined);
  const { user, answer } = await scriptedFormUser<SavedSearchAnswer>(request, sent, { form: "saved-search", errors: {}, formError: t.savedSearch.signInFirst, values: {}, signIn: true }, keep);
  if (!user) return answer;
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "name" && issue.code === "too_big");
    const missing = parsed.error.issues.some((issue) => issue.path[0] === "name");
    return fail(tooLong ? fmt(t.savedSearch.nameTooLong, { max: MAX_SEARCH_NAME }) : missing ? t.savedSearch.nameRequired : invalidForm, 400);
  }
  const db = getDb();
  const input = parsed.data;
  let flash: SavedSearchFlash;
  // A script's save or rename is answered with the search, for the form's next step; the notice comes with the loaders it revalidates.
  const savedAnswer = (saved: { id: string; name: string; query: string }, notice: SavedSearchFlash) =>
    data<SavedSearchAnswer>({ form: "saved-search", errors: {}, values: {}, saved }, { headers: { "Set-Cookie": flashCookie(notice) } });
  if (input.intent === "create") {
    const created = await createSavedSearch(db, {
      userId: user.id,
      name: input.name || searchName(parseSearchQuery(new URLSearchParams(input.query)), lang),
      query: input.query,
      lang,
      frequency: user.alertFrequency,
    });
    if (!created) return fail(fmt(t.savedSearch.limit, { max: MAX_SAVED_SEARCHES }), 409);
    // The query as the page sent it (the stored one is normalised), so the page knows the answer is its own.
    if (scripted) return savedAnswer({ id: created.id, name: created.name, query: input.query }, "search-saved");
    flash = "search-saved";
  } else {
    const found =
      input.intent === "delete"
        ? await deleteSavedSearch(db, user.id, input.id)
        : await updateSavedSearch(db, user.id, input.id, input.intent === "rename" ? { name: input.name } : { frequency: input.frequency });
    if (!found) return fail(invalidForm, 404);
    if (scripted && input.intent === "rename") return savedAnswer({ id: input.id, name: input.name, query: String(form.get("query") ?? "") }, "search-renamed");
    flash = input.intent === "delete" ? "search-deleted" : input.intent === "rename" ? "search-renamed" : "alerts-updated";
  }
  // Otherwise success is a redirect: the page's loaders and the notice come with it.
  return redirectWithFlash(returnTo, flash);
}
