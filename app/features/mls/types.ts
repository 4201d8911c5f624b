// What the MLS feed's server half hands the agent's pages: plain types, so client code reads them without a server module.

/** The agent area's sync panel, every line written in the page's language (sent with the loader data). */
export interface SyncStatusView {
  readonly title: string;
  readonly lines: readonly string[];
  /** The last run's failure, when it failed. */
  readonly error: string | null;
  /** Why the listings may be out of date, when the feed has not synced for over an hour. */
  readonly stale: string | null;
}
