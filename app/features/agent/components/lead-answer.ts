import { fmt } from "~/i18n";
import type { LeadWorkText } from "~/i18n/lead-work.en";
import type { FormAnswer } from "~/lib/form-answer";
import type { ReplyTemplateKey } from "~/lib/leads";
import { replyLimits } from "../replies";

/** What the lead page's action answers a refused form with: which form, each field's problem, what was typed. */
export type LeadAnswer = FormAnswer<string, string, string, string>;

/**
 * The reply form's answer to a preview or a template chosen without script:
 * what the form shows now (values, with the template it was started from);
 * `addedBelow` names the template put below her own text rather than over it.
 */
export type ReplyAnswer = FormAnswer<"reply", "subject" | "body" | "template", string> & { readonly addedBelow?: ReplyTemplateKey };

/** A reply's or a template's subject or message error in words, from the answer's code. */
export function replyFieldError(t: LeadWorkText, answer: LeadAnswer | undefined, field: "subject" | "body"): string | undefined {
  const code = answer?.errors[field];
  if (!code) return undefined;
  if (code === "tooLong") return fmt(t.reply.tooLong, { max: replyLimits[field] });
  return field === "subject" ? t.reply.subjectRequired : t.reply.bodyRequired;
}
