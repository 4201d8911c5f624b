import { searchPins } from "~/features/search/search.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/map-pins";

/**
 * GET /api/map-pins?…: the search page's parameters (bounds, filters, text,
 * sort) answered as MapPins for the map. Public like the search page itself,
 * and for as long as pages are kept (server/page-cache.ts): a listing that
 * changes reaches the map within a minute. Malformed parameters are dropped
 * by parseSearchQuery, so no input fails.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const pins = await searchPins(getDb(), url.searchParams, { luxuryMinPrice: getEnv().LUXURY_MIN_PRICE });
  return Response.json(pins, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } });
}
