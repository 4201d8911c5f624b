import { z } from "zod";
import { mapStyle } from "~/features/map/remote-style.server";
import { langs } from "~/lib/routes";
import type { Route } from "./+types/map-style";

const langSchema = z.enum(langs).catch("en");

/**
 * GET /api/map-style?lang=en|es: the maps' street style (ADR 0419), its
 * labels in that language, public for five minutes. 204 when the site has
 * none or can't reach it now: the map draws the offline basemap, and the
 * browser's console has no failed request to show.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const style = await mapStyle(langSchema.parse(url.searchParams.get("lang")));
  if (!style) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  return new Response(style, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
