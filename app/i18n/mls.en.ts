/**
 * The MLS's texts in English: the IDX disclaimer that search and property pages send with their
 * loader data only when MLS listings are on the site (ADR 0010, 0115), and the agent area's sync
 * status panel.
 */
export const mlsEn = {
  /** Spanish ends on the time: its clock already ends in "a.m." or "p.m.". */
  disclaimer: "Listing information from the MLS, deemed reliable but not guaranteed, updated {time}.",
  /** Before the first sync has gone through. */
  disclaimerPending: "Listing information from the MLS, deemed reliable but not guaranteed.",
  status: {
    title: "MLS sync",
    never: "The MLS feed has not synced yet. The first pass imports every listing of the feed.",
    lastSuccess: "Last successful sync: {time}",
    lastRun: "Last run: {time}",
    counts: "{new} new, {updated} updated, {removed} removed, {failed} skipped, {photos} photos",
    /** The last pass's records against the server's own count of them (@odata.count). */
    read: "Last pass: {read} of {total} records read",
    readShort: "Last pass: {read} of {total} records read. The server counted more than the pass could read; the next pass tries again.",
    /** Field names are the RESO Data Dictionary's, as the MLS's own staff know them. */
    dropped: "Values left out because they made no sense (typos in the MLS): {list}",
    skipped: "Records not imported: {list}",
    skipReasons: {
      otherSource: "key of a listing from elsewhere",
      duplicateListingId: "MLS number of another listing",
      refusedByDatabase: "refused by the database",
    },
    error: "The last run failed: {error}. The listings of the last good sync stay on the site.",
    feedSize: "Listings in the feed: {count}",
    /** The last pass's machine translation of remarks into Spanish (ADR 0125), with a provider set. */
    translation: "Descriptions machine-translated into Spanish: {translated} translated, {failed} failed, {pending} waiting for a later pass",
    translationFailed: "Descriptions that could not be translated show in English on the Spanish pages, marked as English, and are tried again later.",
    stale: "The feed has not synced for over an hour, so listings on the site may be out of date. The sync retries on its own every {minutes} minutes; if this stays, check the MLS credentials and whether the MLS server is up.",
  },
};

export type MlsText = typeof mlsEn;
