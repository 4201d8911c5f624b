import type { FormAnswer } from "~/lib/form-answer";
import type { AccountFlash } from "./flash";

export const authIntents = ["sign-in", "sign-up", "sign-out", "forgot", "reset"] as const;
export type AuthIntent = (typeof authIntents)[number];

/** Which of the account page's forms (or the sign-in dialog's) an answer is for; "invalid" when the form could not be read. */
export type AccountForm = AuthIntent | "invalid" | "preferences" | "delete-account";

/**
 * What the account forms get back as data rather than a redirect: refused, `formError` is the
 * server's message in the visitor's language, with the e-mail as typed; accepted by script (the
 * sign-in dialog), `toast` is the notice to show and there is no `formError`.
 */
export type AccountAnswer = FormAnswer<AccountForm, "email", never, string> & { readonly toast?: AccountFlash };
