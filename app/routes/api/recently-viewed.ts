import { recentlyViewedKeysSchema, recentlyViewedListings } from "~/features/recently-viewed/recently-viewed.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/recently-viewed";

/**
 * GET /api/recently-viewed?key=…&key=…: the cards of the listings a browser
 * has kept as recently viewed, newest first ({ listings }). 400 for more
 * keys than the list holds or a key no listing could have. The browser may
 * reuse the answer for a minute; shared caches keep none: the keys are one
 * visitor's browsing.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const keys = recentlyViewedKeysSchema.safeParse(url.searchParams.getAll("key"));
  if (!keys.success) return Response.json({ listings: [] }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const listings = await recentlyViewedListings(getDb(), keys.data);
  return Response.json({ listings }, { headers: { "Cache-Control": "private, max-age=60" } });
}
