import { authTexts } from "~/i18n";
import type { Lang } from "~/lib/routes";

/** The notices of signing in and out and of the account page, each with its toast's text (features/accounts/components/flash.ts gathers every feature's). */
export const accountFlashes = {
  "signed-in": (lang: Lang) => authTexts[lang].toasts.signedIn,
  "signed-out": (lang: Lang) => authTexts[lang].toasts.signedOut,
  "check-inbox": (lang: Lang) => authTexts[lang].toasts.checkInbox,
  "email-verified": (lang: Lang) => authTexts[lang].toasts.emailVerified,
  "invalid-link": (lang: Lang) => authTexts[lang].errors.invalidToken,
  "reset-sent": (lang: Lang) => authTexts[lang].toasts.resetSent,
  "password-reset": (lang: Lang) => authTexts[lang].toasts.passwordReset,
  "preferences-saved": (lang: Lang) => authTexts[lang].account.preferencesSaved,
  "account-deleted": (lang: Lang) => authTexts[lang].account.deleted,
  "two-step-on": (lang: Lang) => authTexts[lang].toasts.twoStepOn,
  "two-step-off": (lang: Lang) => authTexts[lang].toasts.twoStepOff,
  "recovery-codes-made": (lang: Lang) => authTexts[lang].toasts.recoveryCodesMade,
  "passkey-added": (lang: Lang) => authTexts[lang].toasts.passkeyAdded,
  "passkey-removed": (lang: Lang) => authTexts[lang].toasts.passkeyRemoved,
  "passkey-renamed": (lang: Lang) => authTexts[lang].toasts.passkeyRenamed,
  "factor-shown": (lang: Lang) => authTexts[lang].toasts.factorShown,
} as const;
export type AccountFlash = keyof typeof accountFlashes;
