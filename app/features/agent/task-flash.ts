import { leadTasksTexts } from "~/i18n/lead-tasks";
import type { Lang } from "~/lib/routes";

/** The notices of her tasks and logged contact (ADR 0427). */
export const taskFlashes = {
  "task-added": (lang: Lang) => leadTasksTexts[lang].toasts.added,
  "task-saved": (lang: Lang) => leadTasksTexts[lang].toasts.saved,
  "task-done": (lang: Lang) => leadTasksTexts[lang].toasts.done,
  "task-reopened": (lang: Lang) => leadTasksTexts[lang].toasts.reopened,
  "contact-logged": (lang: Lang) => leadTasksTexts[lang].toasts.logged,
  "contact-outcome": (lang: Lang) => leadTasksTexts[lang].toasts.outcome,
} as const;
