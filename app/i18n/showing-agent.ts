import type { Lang } from "~/lib/routes";
import { showingAgentEn, type ShowingAgentText } from "./showing-agent.en";
import { showingAgentEs } from "./showing-agent.es";

/** The agent's side of booked showings in both languages (ADR 0432). */
export const showingAgentTexts: Record<Lang, ShowingAgentText> = { en: showingAgentEn, es: showingAgentEs };
