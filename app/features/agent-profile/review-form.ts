import { langs, type Lang } from "~/lib/routes";
import { z } from "~/lib/zod";
import { isCalendarDay } from "~/lib/calendar-day";
import type { FieldErrors, FormAnswer, FormValues } from "~/lib/form-answer";

/**
 * The review form's one schema: the agent area's form reads its limits for
 * maxLength, the server parses the submission with it. Every value arrives as
 * text; issue messages are error codes the form translates (app/i18n/agent-profile.*).
 */
export const reviewLimits = { name: 80, city: 80, text: 2000 } as const;

export const reviewFields = ["name", "city", "text", "reviewDate", "lang", "published"] as const;
export type ReviewField = (typeof reviewFields)[number];
export type ReviewErrorCode = "required" | "tooLong" | "markup" | "date" | "choice";
export type ReviewErrors = FieldErrors<ReviewField, ReviewErrorCode>;
/** The form's values as typed, to show again beside the errors. */
export type ReviewValues = FormValues<ReviewField>;
/** The review editor's answers: the review's fields refused, or deleting it without the confirmation ticked. */
export type ReviewAnswer = FormAnswer<"review", ReviewField, ReviewErrorCode>;
export type DeleteReviewAnswer = FormAnswer<"delete", "confirm", "confirm">;

/** Any HTML tag: a review is plain text, and a script tag is an attack. */
const markup = /<\s*\/?\s*[a-z!?]/i;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine((value) => !markup.test(value), "markup");

/** A calendar day as a date input sends it, that exists, from 1970 to today (in the Valley, `today`). */
const day = (today: string) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .refine(isCalendarDay, "date")
    .refine((value) => value >= "1970-01-01" && value <= today, "date");

export function reviewSchema(today: string) {
  return z.object({
    name: text(reviewLimits.name),
    city: text(reviewLimits.city),
    text: text(reviewLimits.text),
    reviewDate: day(today),
    lang: z.string().refine((value): value is Lang => (langs as readonly string[]).includes(value), "choice"),
    // A checkbox: present ("on") when ticked, absent otherwise.
    published: z.string().optional().transform((value) => value === "on"),
  });
}

export type ReviewInput = z.output<ReturnType<typeof reviewSchema>>;
export type ParsedReview = { ok: true; value: ReviewInput } | { ok: false; errors: ReviewErrors };

/** The submitted form's fields as text: anything else a client sends is ignored. */
export function reviewValues(form: FormData): ReviewValues {
  const values: ReviewValues = {};
  for (const field of reviewFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // An unticked box sends nothing; "" keeps it unticked when the form comes back with errors.
  values.published ??= "";
  return values;
}

export function parseReview(values: ReviewValues, today: string): ParsedReview {
  const parsed = reviewSchema(today).safeParse({ ...values, name: values.name ?? "", city: values.city ?? "", text: values.text ?? "", reviewDate: values.reviewDate ?? "", lang: values.lang ?? "" });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReviewField | undefined;
    if (field && !errors[field]) errors[field] = issue.message as ReviewErrorCode;
  }
  return { ok: false, errors };
}
