import type { StandardStatus } from "~/lib/reso";

/** The originating system of listings imported from the MLS feed (the agent's own are "agent", generated ones "demo"). */
export const MLS_SOURCE = "mls";

/** The sync state's row for the Property resource. */
export const PROPERTY_RESOURCE = "Property";

/**
 * StandardStatus values the site shows from a feed; a record whose status leaves this set goes
 * off-market (410, out of search, sitemaps and alerts). Closed stays for the sold display rules.
 */
export const displayableStatuses = ["Active", "ActiveUnderContract", "Pending", "ComingSoon", "Closed"] as const satisfies readonly StandardStatus[];

/** The advisory lock the sync takes, like the other background jobs, so one instance runs it at a time. */
export const MLS_SYNC_LOCK_KEY = 727_405;
