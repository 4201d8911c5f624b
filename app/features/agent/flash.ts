import { agentEn } from "~/i18n/agent.en";
import { agentEs } from "~/i18n/agent.es";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => ({ en: agentEn, es: agentEs })[lang].toasts;

/** The notices of the agent's changes to a lead. */
export const agentFlashes = {
  "lead-status-saved": (lang: Lang) => toasts(lang).statusSaved,
  "lead-note-added": (lang: Lang) => toasts(lang).noteAdded,
  "lead-released": (lang: Lang) => toasts(lang).released,
} as const;
export type AgentFlash = keyof typeof agentFlashes;
