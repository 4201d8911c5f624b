import type { Lang } from "~/lib/routes";
import { agentDayEn, type AgentDayText } from "./agent-day.en";
import { agentDayEs } from "./agent-day.es";

/** The agent's day on her phone in both languages: her menu, the overview, the folded filters, one person behind several leads (ADR 0421). */
export const agentDayTexts: Record<Lang, AgentDayText> = { en: agentDayEn, es: agentDayEs };
