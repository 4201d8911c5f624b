import { useDictionary } from "~/i18n";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import type { LeadTasksText } from "~/i18n/lead-tasks.en";

export function useTaskText(): LeadTasksText {
  return useDictionary(leadTasksTexts);
}
