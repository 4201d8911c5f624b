/**
 * The one shape of a form's answer when an action refuses a submission (issue 39, item 5): which
 * of the page's forms it answers, what is wrong field by field, what is wrong with the submission
 * as a whole, and what was typed, so the form shows the errors and keeps the values. Actions return
 * it (as `data(answer, { status })`) to a plain POST and to a fetcher alike, so a form reads the
 * same thing with and without JavaScript. Pure: both the server half and the components use it.
 *
 * - `Form`: the form's name on its page (a page may hold several forms, each with its own answer).
 * - `Field`: the form's field names; `Code`: the feature's error codes, turned into text by the form.
 * - `Problem`: what can be wrong with the whole submission (a code, or a text the server already wrote).
 * - `Values`: what was typed; strings by field unless the form has a list (the listing's ticked features).
 */
export interface FormAnswer<
  Form extends string,
  Field extends string = string,
  Code extends string = string,
  Problem extends string = never,
  Values extends object = FormValues<Field>,
> {
  readonly form: Form;
  readonly errors: FieldErrors<Field, Code>;
  readonly formError?: Problem;
  readonly values: Values;
}

/** Each field's error code, where it has one. */
export type FieldErrors<Field extends string = string, Code extends string = string> = Partial<Record<Field, Code>>;

/** A form's fields as typed, every one a string (features that tick several boxes keep them as a list). */
export type FormValues<Field extends string = string> = Partial<Record<Field, string>>;

/** The answer meant for `form` among those a page may hold (the document's action data, a fetcher's). */
export function answerFor<A extends { readonly form: string }>(form: A["form"], ...answers: ReadonlyArray<unknown>): A | undefined {
  return answers.find((answer): answer is A => typeof answer === "object" && answer !== null && (answer as { form?: unknown }).form === form);
}

/** How many fields the answer marks, for the error summary. */
export function errorCount(answer: { readonly errors: object } | undefined): number {
  return answer ? Object.keys(answer.errors).length : 0;
}
