import { fmt } from "~/i18n";
import type { LeadTasksText } from "~/i18n/lead-tasks.en";
import { formatDate } from "~/lib/dates";
import type { Lang } from "~/lib/routes";
import { taskState } from "./tasks";

/** When a task is due, in words: today, overdue since, or its day, with its Valley time when it has one ("Today at 14:30"). */
export function dueWords(t: LeadTasksText, lang: Lang, task: { readonly dueOn: string; readonly dueTime: string | null; readonly doneAt?: Date | string | null }, today: string): string {
  const state = taskState({ dueOn: task.dueOn, doneAt: null }, today);
  const date = formatDate(lang, task.dueOn, "medium");
  const day = state === "today" ? t.state.today : fmt(state === "overdue" ? t.state.overdue : t.state.due, { date });
  return task.dueTime ? fmt(t.state.at, { day, time: task.dueTime }) : day;
}
