import { z } from "zod";
import { searchSuggestions } from "~/features/search/suggest.server";
import { MAX_TYPED } from "~/features/search/suggestions-model";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/search-suggestions";

const typedSchema = z.string().trim().min(1).max(MAX_TYPED);

/**
 * GET /api/search-suggestions?q=…: what the search box offers for the text
 * typed so far (suggest.server.ts), `{ suggestions }`. 400 for no text or
 * more than a search box takes. Public for a minute, like the pages: the
 * same letters get the same answer from any cache. What was typed is never
 * logged.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const typed = typedSchema.safeParse(url.searchParams.get("q"));
  if (!typed.success) return Response.json({ error: "invalid" }, { status: 400 });
  const suggestions = await searchSuggestions(getDb(), typed.data);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } });
}
