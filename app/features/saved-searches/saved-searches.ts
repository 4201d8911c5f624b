/** What the saved-searches action answers a form sent by script when it refuses: the message to show and the name typed. */
export interface SavedSearchActionData {
  readonly ok: false;
  readonly message: string;
  readonly name?: string;
}
