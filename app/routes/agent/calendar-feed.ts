import { data } from "react-router";
import { calendarFeed } from "~/features/showing-agent/feed.server";
import { isFeedToken } from "~/features/showing-agent/settings.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { siteState } from "~/server/site-identity.server";
import type { Route } from "./+types/calendar-feed";

/**
 * `/calendar/<secret>.ics`: her showings, open houses and tasks for her phone's calendar (ADR 0432). No
 * sign-in (a calendar app can't), so the secret is the key: an unknown or revoked one is a plain 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const db = getDb();
  if (!(await isFeedToken(db, params.token))) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } });
  const { site, mailLang } = await siteState(db);
  const body = await calendarFeed(db, mailLang, { publicUrl: getEnv().publicUrl, agentName: site.agentName });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="showings.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
