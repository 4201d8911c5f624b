import { agentProfileTexts } from "~/i18n/agent-profile";
import { pageEditorTexts } from "~/i18n/page-editor";
import { profileEditorTexts } from "~/i18n/profile-editor";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => agentProfileTexts[lang].admin.toasts;

/** The notices of the agent's changes to the client reviews, her profile and her page texts. */
export const reviewFlashes = {
  "review-added": (lang: Lang) => toasts(lang).added,
  "review-saved": (lang: Lang) => toasts(lang).saved,
  "review-deleted": (lang: Lang) => toasts(lang).deleted,
  "profile-saved": (lang: Lang) => profileEditorTexts[lang].toasts.saved,
  "page-text-saved": (lang: Lang) => pageEditorTexts[lang].toasts.saved,
  "page-text-reset": (lang: Lang) => pageEditorTexts[lang].toasts.reset,
} as const;
export type ReviewFlash = keyof typeof reviewFlashes;
