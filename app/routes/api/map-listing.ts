import { z } from "zod";
import { mapListing, mapListingKeySchema } from "~/features/map/map-listing.server";
import { listingsEn } from "~/i18n/listings.en";
import { listingsEs } from "~/i18n/listings.es";
import { langs } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/map-listing";

/** Imported whole rather than through the registered texts: two short messages, on the server only. */
const texts = { en: listingsEn.mapCard, es: listingsEs.mapCard };

const langSchema = z.enum(langs).catch("en");

/**
 * GET /api/map-listing?key=…&lang=en|es: the card a map pin opens, with the
 * listing's page in that language. 400 for a key no listing could have, 404
 * for one that is unknown or off the market, each with a message in the
 * language asked for.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langSchema.parse(url.searchParams.get("lang"));
  const key = mapListingKeySchema.safeParse(url.searchParams.get("key"));
  if (!key.success) return Response.json({ message: texts[lang].invalid }, { status: 400 });
  const found = await mapListing(getDb(), key.data, lang);
  if (!found) return Response.json({ message: texts[lang].notFound }, { status: 404 });
  return Response.json(found, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" } });
}
