import { data, redirect } from "react-router";
import { z } from "zod";
import { agentContext } from "~/features/agent/agents.server";
import { TodayList } from "~/features/agent/components/today-list";
import { setTaskDone, dueTasks } from "~/features/agent/tasks.server";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { agentTodayPath } from "~/lib/agent-routes";
import { UpcomingShowings } from "~/features/showing-agent/components/upcoming-showings";
import { upcomingItem, upcomingShowings } from "~/features/showing-agent/showings.server";
import { nextDay, valleyDay, valleyMidnight } from "~/lib/dates";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { flashCookie } from "~/server/http/flash.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Route } from "./+types/today";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

const doneSchema = z.object({ intent: z.literal("taskDone"), task: z.uuid() });

/** The day's showings still holding her time, and her tasks due today and overdue on leads still open, by the Valley's day. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const today = valleyDay(new Date());
  const [{ rows }, showings] = await Promise.all([dueTasks(getDb(), today), upcomingShowings(getDb(), valleyMidnight(today), valleyMidnight(nextDay(today)))]);
  return { title: leadTasksTexts[lang].today.title, today, tasks: rows, showings: showings.map(upcomingItem) };
}

/** Done in one tap: back to the list, without the task. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const parsed = doneSchema.safeParse(Object.fromEntries(await readSmallForm(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  const lead = await setTaskDone(getDb(), parsed.data.task, true, context.get(agentContext)?.id ?? null);
  if (!lead) throw data(null, { status: 404 });
  return redirect(agentTodayPath[langFromPath(url.pathname)], { status: 303, headers: { "Set-Cookie": flashCookie("task-done") } });
}

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  return <TodayList tasks={loaderData.tasks} today={loaderData.today} showings={<UpcomingShowings showings={loaderData.showings} today />} />;
}
