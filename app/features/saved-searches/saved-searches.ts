import type { FormAnswer } from "~/lib/form-answer";

/** What the saved-searches action answers a form sent by script when it refuses: the message to show (`formError`) and the name typed. */
export type SavedSearchAnswer = FormAnswer<"saved-search", "name", never, string>;
