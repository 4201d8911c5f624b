import { useDictionary } from "~/i18n";
import { agentTexts } from "~/i18n/agent";
import { agentDayTexts } from "~/i18n/agent-day";
import type { AgentDayText } from "~/i18n/agent-day.en";
import { leadWorkTexts } from "~/i18n/lead-work";
import type { LeadWorkText } from "~/i18n/lead-work.en";
import type { AgentText } from "~/i18n/agent.en";
import { pipelineTexts } from "~/i18n/pipeline";
import type { PipelineText } from "~/i18n/pipeline.en";
import { formatDateTime } from "~/lib/dates";
import { agentPrefix, type Lang } from "~/lib/routes";

export { agentTexts };

export function useAgentText(): AgentText {
  return useDictionary(agentTexts);
}

/** A path in the agent area; `sub` without a leading slash, e.g. "leads/123". */
export function agentPath(lang: Lang, sub = ""): string {
  return sub ? `${agentPrefix[lang]}/${sub}` : agentPrefix[lang];
}

export function formatReceived(lang: Lang, date: Date | string): string {
  return formatDateTime(lang, new Date(date), { style: "medium", time: true });
}

export function useLeadWorkText(): LeadWorkText {
  return useDictionary(leadWorkTexts);
}

export function useAgentDayText(): AgentDayText {
  return useDictionary(agentDayTexts);
}

export function usePipelineText(): PipelineText {
  return useDictionary(pipelineTexts);
}
