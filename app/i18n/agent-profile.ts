import type { Lang } from "~/lib/routes";
import { agentProfileEn, type AgentProfileText } from "./agent-profile.en";
import { agentProfileEs } from "./agent-profile.es";

/**
 * The agent profile's and reviews' texts in both languages (ADR 0010). The public
 * pages get theirs from the server, already filled in (ADR 0407), so the home
 * page's script carries neither language.
 */
export const agentProfileTexts: Record<Lang, AgentProfileText> = { en: agentProfileEn, es: agentProfileEs };
