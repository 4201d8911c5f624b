import { agentProfileTexts } from "~/i18n/agent-profile";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => agentProfileTexts[lang].admin.toasts;

/** The notices of the agent's changes to the client reviews. */
export const reviewFlashes = {
  "review-added": (lang: Lang) => toasts(lang).added,
  "review-saved": (lang: Lang) => toasts(lang).saved,
} as const;
export type ReviewFlash = keyof typeof reviewFlashes;
