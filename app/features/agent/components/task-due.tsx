import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { dueWords } from "../task-words";
import { taskState } from "../tasks";
import { useLeadWorkText } from "./texts";
import { useTaskText } from "./task-texts";

const late = "font-semibold text-red-700 dark:text-red-300";

/** When a task is due in words, red when it is today's or late; a done one says when it was done. */
export function TaskDue({ task, today }: { task: { readonly dueOn: string; readonly dueTime: string | null; readonly doneAt: string | Date | null }; today: string }) {
  const t = useTaskText();
  const lang = useLang();
  const state = taskState(task, today);
  if (task.doneAt) return <span className="text-muted-foreground">{fmt(t.state.done, { date: formatDate(lang, new Date(task.doneAt), "medium") })}</span>;
  return <span className={cn(state === "upcoming" ? "text-muted-foreground" : late)}>{dueWords(t, lang, task, today)}</span>;
}

/** A lead card's next open task day: due today, overdue since, or due on. */
export function NextTaskState({ day, today }: { day: string; today: string }) {
  const t = useLeadWorkText();
  const lang = useLang();
  const state = taskState({ dueOn: day, doneAt: null }, today);
  const text = state === "today" ? t.followUp.today : fmt(state === "overdue" ? t.followUp.overdue : t.followUp.due, { date: formatDate(lang, day, "medium") });
  return <span className={state === "upcoming" ? "text-muted-foreground" : late}>{text}</span>;
}
