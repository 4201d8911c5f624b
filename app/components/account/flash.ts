import { accountTexts, authTexts } from "~/i18n";
import { agentEn } from "~/i18n/agent.en";
import { agentEs } from "~/i18n/agent.es";
import { leadsEn } from "~/i18n/leads.en";
import { leadsEs } from "~/i18n/leads.es";
import type { Lang } from "~/lib/routes";

/** The one-time notices a redirect can carry to the next page, shown there as a toast. */
export const flashKeys = [
  "signed-in",
  "signed-out",
  "check-inbox",
  "email-verified",
  "invalid-link",
  "reset-sent",
  "password-reset",
  "favorite-saved",
  "favorite-removed",
  "search-saved",
  "search-renamed",
  "search-deleted",
  "alerts-updated",
  "preferences-saved",
  "account-deleted",
  "lead-contact",
  "lead-valuation",
  "lead-showing",
  "lead-question",
  "lead-staging",
  "lead-status-saved",
  "lead-note-added",
  "lead-released",
] as const;
export type FlashKey = (typeof flashKeys)[number];

export function isFlashKey(value: unknown): value is FlashKey {
  return (flashKeys as readonly unknown[]).includes(value);
}

export function flashText(lang: Lang, key: FlashKey): string {
  const auth = authTexts[lang];
  const account = accountTexts[lang];
  const leads = { en: leadsEn, es: leadsEs }[lang].forms;
  const agent = { en: agentEn, es: agentEs }[lang].toasts;
  const texts: Record<FlashKey, string> = {
    "signed-in": auth.toasts.signedIn,
    "signed-out": auth.toasts.signedOut,
    "check-inbox": auth.toasts.checkInbox,
    "email-verified": auth.toasts.emailVerified,
    "invalid-link": auth.errors.invalidToken,
    "reset-sent": auth.toasts.resetSent,
    "password-reset": auth.toasts.passwordReset,
    "favorite-saved": account.favorites.saved,
    "favorite-removed": account.favorites.removed,
    "search-saved": account.savedSearch.saved,
    "search-renamed": account.savedSearch.renamed,
    "search-deleted": account.savedSearch.deleted,
    "alerts-updated": account.savedSearch.updated,
    "preferences-saved": account.account.preferencesSaved,
    "account-deleted": account.account.deleted,
    "lead-contact": leads.contact.sent,
    "lead-valuation": leads.valuation.sent,
    "lead-showing": leads.showing.sent,
    "lead-question": leads.question.sent,
    "lead-staging": leads.staging.sent,
    "lead-status-saved": agent.statusSaved,
    "lead-note-added": agent.noteAdded,
    "lead-released": agent.released,
  };
  return texts[key];
}
