/** What the Showings page's action answers: a refused form with its errors and values, or the new calendar link, shown this once. */
export type SettingsAnswer =
  | { readonly form: "hours" | "block" | "unblock" | "feed-new" | "feed-off"; readonly errors: Readonly<Record<string, string>>; readonly values: Readonly<Record<string, string>> }
  | { readonly form: "feed-new"; readonly feedUrl: string };

export const refusedAnswer = (answer: SettingsAnswer | undefined, form: string) => (answer && answer.form === form && "errors" in answer ? answer : undefined);
