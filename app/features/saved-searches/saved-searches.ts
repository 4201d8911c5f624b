import type { FormAnswer } from "~/lib/form-answer";

/**
 * What the saved-searches action answers a form sent by script: when it
 * refuses, the message to show (`formError`) and the name typed, and whether
 * the visitor is to sign in first (`signIn`: the search is kept for them until
 * they do); when a search is saved or renamed, the search as it stands
 * (`saved`), so the form offers its rename next (issue 44, item 6).
 */
export type SavedSearchAnswer = FormAnswer<"saved-search", "name", never, string> & {
  readonly saved?: { readonly id: string; readonly name: string; readonly query: string };
  readonly signIn?: true;
};
