import { data, redirect } from "react-router";
import { z } from "zod";
import { ShowingsPage } from "~/features/showing-agent/components/showings-page";
import { blockedDaySchema, hoursSchema, weeklyHoursOf } from "~/features/showing-agent/hours";
import { blockDay, blockedDaysFrom, newFeedToken, revokeFeed, saveShowingHours, showingSetup, unblockDay } from "~/features/showing-agent/settings.server";
import { upcomingItem, upcomingShowings } from "~/features/showing-agent/showings.server";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { agentShowingsPath, showingFeedPath } from "~/lib/agent-routes";
import { valleyDay } from "~/lib/dates";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Route } from "./+types/showings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

const intentSchema = z.enum(["hours", "block", "unblock", "feed-new", "feed-off"]);

/** Her showing hours, days off and calendar link, and the showings booked ahead. */
export async function loader({ url }: Route.LoaderArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const now = new Date();
  const [setup, blocked, upcoming] = await Promise.all([showingSetup(db), blockedDaysFrom(db, valleyDay(now)), upcomingShowings(db, now)]);
  return {
    title: showingAgentTexts[lang].title,
    setup,
    blocked,
    upcoming: upcoming.map(upcomingItem),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const form = Object.fromEntries(await readSmallForm(request));
  const intent = intentSchema.safeParse(form.intent);
  if (!intent.success) throw data(null, { status: 400 });
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const refused = (issues: readonly z.core.$ZodIssue[]) =>
    data({ form: intent.data, errors: Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message === "tooLong" ? "tooLong" : "invalid"])), values }, { status: 422 });
  const back = (flash: Parameters<typeof flashCookie>[0], hash: string) => redirect(`${agentShowingsPath[lang]}${hash}`, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  switch (intent.data) {
    case "hours": {
      const parsed = hoursSchema.safeParse(form);
      if (!parsed.success) return refused(parsed.error.issues);
      await saveShowingHours(db, weeklyHoursOf(parsed.data), parsed.data.length);
      return back("showing-hours-saved", "#hours");
    }
    case "block": {
      const parsed = blockedDaySchema.safeParse(form);
      if (!parsed.success) return refused(parsed.error.issues);
      await blockDay(db, parsed.data.day, parsed.data.note);
      return back("showing-day-blocked", "#days-off");
    }
    case "unblock": {
      const parsed = blockedDaySchema.pick({ day: true }).safeParse(form);
      if (!parsed.success || !(await unblockDay(db, parsed.data.day))) throw data(null, { status: 404 });
      return back("showing-day-unblocked", "#days-off");
    }
    case "feed-new": {
      // Only the token's hash is kept: this answer is the one time the link can be shown (ADR 0432).
      const token = await newFeedToken(db);
      return { form: "feed-new" as const, feedUrl: `${getEnv().publicUrl}${showingFeedPath(token)}` };
    }
    case "feed-off":
      await revokeFeed(db);
      return back("showing-feed-off", "#calendar");
  }
}

export default function AgentShowingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ShowingsPage {...loaderData} answer={actionData} />;
}
