import { data } from "react-router";
import { icsLangSchema, openHouseCalendar, openHouseIdSchema } from "~/features/property/open-house-ics.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/open-house-ics";

/** `/open-houses/:id.ics?lang=es`: the "Add to calendar" file of an open house, in the page's language. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const id = openHouseIdSchema.safeParse(params.id);
  if (!id.success || !/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  const lang = icsLangSchema.parse(url.searchParams.get("lang"));
  const calendar = await openHouseCalendar(getDb(), id.data, lang, getEnv().publicUrl);
  if (calendar === null) throw data(null, { status: 404 });
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="open-house-${id.data}.ics"`,
      // Short: the open house may be moved or called off.
      "Cache-Control": "public, max-age=300",
    },
  });
}
