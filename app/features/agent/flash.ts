import { agentTexts } from "~/i18n/agent";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => agentTexts[lang].toasts;

/** The notices of the agent's changes to a lead. */
export const agentFlashes = {
  "lead-status-saved": (lang: Lang) => toasts(lang).statusSaved,
  "lead-note-added": (lang: Lang) => toasts(lang).noteAdded,
  "lead-released": (lang: Lang) => toasts(lang).released,
} as const;
export type AgentFlash = keyof typeof agentFlashes;
