import type { Lang } from "~/lib/routes";
import { agentEn, type AgentText } from "./agent.en";
import { agentEs } from "./agent.es";

/** The agent area's texts in both languages: the one record its components, routes and flash notices share (ADR 0010). */
export const agentTexts: Record<Lang, AgentText> = { en: agentEn, es: agentEs };
