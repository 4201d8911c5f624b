import { showingAgentTexts } from "~/i18n/showing-agent";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => showingAgentTexts[lang].toasts;

/** The notices of her showing set-up and her answers to showings (ADR 0432). */
export const showingFlashes = {
  "showing-hours-saved": (lang: Lang) => toasts(lang).hoursSaved,
  "showing-day-blocked": (lang: Lang) => toasts(lang).daysSaved,
  "showing-day-unblocked": (lang: Lang) => toasts(lang).dayRemoved,
  "showing-feed-off": (lang: Lang) => toasts(lang).feedRevoked,
  "showing-confirmed": (lang: Lang) => toasts(lang).confirmed,
  "showing-proposed": (lang: Lang) => toasts(lang).proposed,
  "showing-declined": (lang: Lang) => toasts(lang).declined,
  "showing-accepted": (lang: Lang) => toasts(lang).accepted,
} as const;
