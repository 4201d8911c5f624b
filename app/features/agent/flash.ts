import { agentTexts } from "~/i18n/agent";
import { agentDayTexts } from "~/i18n/agent-day";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => agentTexts[lang].toasts;

/** The notices of the agent's changes to a lead or a listing. */
export const agentFlashes = {
  "lead-status-saved": (lang: Lang) => toasts(lang).statusSaved,
  "lead-note-added": (lang: Lang) => toasts(lang).noteAdded,
  "lead-released": (lang: Lang) => toasts(lang).released,
  "lead-reply-sent": (lang: Lang) => toasts(lang).replySent,
  "lead-joined": (lang: Lang) => agentDayTexts[lang].person.toasts.joined,
  "lead-separated": (lang: Lang) => agentDayTexts[lang].person.toasts.separated,
  "reply-template-saved": (lang: Lang) => toasts(lang).templateSaved,
  "reply-template-reset": (lang: Lang) => toasts(lang).templateReset,
  "push-device-removed": (lang: Lang) => toasts(lang).deviceRemoved,
  "push-test-sent": (lang: Lang) => toasts(lang).pushTest,
  "profile-saved": (lang: Lang) => toasts(lang).profileSaved,
  "page-text-saved": (lang: Lang) => toasts(lang).pageTextSaved,
  "page-text-reset": (lang: Lang) => toasts(lang).pageTextReset,
  "article-saved": (lang: Lang) => toasts(lang).articleSaved,
  "article-created": (lang: Lang) => toasts(lang).articleCreated,
  "listing-created": (lang: Lang) => toasts(lang).listingCreated,
  "listing-saved": (lang: Lang) => toasts(lang).listingSaved,
  "listing-published": (lang: Lang) => toasts(lang).listingPublished,
  "listing-status": (lang: Lang) => toasts(lang).listingStatus,
  "listing-featured": (lang: Lang) => toasts(lang).listingFeatured,
  "listing-unfeatured": (lang: Lang) => toasts(lang).listingUnfeatured,
  "open-house-added": (lang: Lang) => toasts(lang).openHouseAdded,
  "open-house-removed": (lang: Lang) => toasts(lang).openHouseRemoved,
} as const;
export type AgentFlash = keyof typeof agentFlashes;
