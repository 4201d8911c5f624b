import type { FormAnswer } from "~/lib/form-answer";
import type { AccountFlash } from "./flash";

export const authIntents = ["sign-in", "sign-up", "sign-out", "forgot", "reset", "two-factor"] as const;
export type AuthIntent = (typeof authIntents)[number];

/** Which of the account page's forms (or the sign-in dialog's) an answer is for; "invalid" when the form could not be read. */
export type AccountForm = AuthIntent | SecurityIntent | "invalid" | "preferences" | "delete-account";

/** The account page's two-step sign-in forms (ADR 0305). */
export const securityIntents = ["security-enable", "security-confirm", "security-codes", "security-off", "security-prove", "passkey-rename", "passkey-delete"] as const;
export type SecurityIntent = (typeof securityIntents)[number];

/** An authenticator being set up: the key as the app reads it (a QR code of the otpauth URI, or typed), until its first code. */
export interface AuthenticatorSetup {
  readonly uri: string;
  /** The key in base32, in groups of four, for typing. */
  readonly key: string;
  /** The QR code as one SVG path of unit squares, on a `size`×`size` grid (its quiet zone included). */
  readonly qr: { readonly size: number; readonly path: string };
  /** The recovery codes made with it, shown once it is confirmed. */
  readonly codes: readonly string[];
}

/** What is wrong with the current code the security forms ask for (ADR 0306), which the form words. */
export type CodeFieldError = "missing" | "wrong" | "wrongRecovery" | "used";

/**
 * What the account forms get back as data rather than a redirect: refused, `formError` is the
 * server's message in the visitor's language, with the e-mail as typed, or the code field's error;
 * accepted by script (the sign-in dialog), `toast` is the notice to show and there is no `formError`.
 */
export type AccountAnswer = FormAnswer<AccountForm, "email" | "code", CodeFieldError, string> & {
  readonly toast?: AccountFlash;
  readonly secondStep?: SecondStep;
  readonly setup?: AuthenticatorSetup;
  /** Where the dialog goes once signed in, when not the page it was opened on (the agent's area). */
  readonly landing?: string;
};

/** How an account with two-step sign-in may finish signing in (ADR 0305): its authenticator app's code (or a recovery code), or a passkey. */
export const secondStepMethods = ["totp", "passkey"] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/** A password accepted for an account that asks for a second step: which ways it offers. */
export interface SecondStep {
  readonly methods: readonly SecondStepMethod[];
}

/** The ways named in the account page's `?methods=` (a sign-in without script goes there), known ones only, the code by default. */
export function parseSecondStepMethods(value: string | null): SecondStepMethod[] {
  const named = (value ?? "").split(",").filter((method): method is SecondStepMethod => (secondStepMethods as readonly string[]).includes(method));
  return named.length > 0 ? named : ["totp"];
}
