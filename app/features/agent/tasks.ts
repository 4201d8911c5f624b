import { z } from "zod";
import { calendarDay } from "~/lib/calendar-day";
import { taskKinds, type TaskKind } from "~/lib/leads";
import { nextDay } from "~/lib/dates";

export const taskLimits = { note: 500 } as const;

/** "HH:MM" on a 24-hour clock, as a time input sends it; the column's check says the same. */
const clock = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** One schema for the task form's hints and the server (ADR 0427): a kind, a Valley day, an optional Valley time and her note. */
export const taskFields = {
  kind: z.enum(taskKinds),
  dueOn: calendarDay,
  dueTime: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(z.string().regex(clock, "time").nullable()),
  note: z.string().trim().max(taskLimits.note, "tooLong").default(""),
};
export const taskSchema = z.object(taskFields);
export type TaskInput = z.output<typeof taskSchema>;

/**
 * What the lead page's add form starts from: a call today, or, when she chose to pick the day of
 * the next step after a contact (`?pick=call`), that kind tomorrow with the form open.
 */
export function taskStart(pick: string | null, today: string) {
  const picked = pick === "call" || pick === "text" ? pick : null;
  return { start: { kind: picked ?? ("call" as TaskKind), dueOn: picked ? nextDay(today) : today, dueTime: null, note: "" }, picking: picked !== null };
}

/** Where a task stands on the Valley's `today`; a done task is done whatever its day. */
export function taskState(task: { readonly dueOn: string; readonly doneAt: Date | string | null }, today: string): "done" | "overdue" | "today" | "upcoming" {
  if (task.doneAt) return "done";
  return task.dueOn < today ? "overdue" : task.dueOn === today ? "today" : "upcoming";
}
