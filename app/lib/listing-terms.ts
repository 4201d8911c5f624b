import type { StandardStatus } from "./reso";

/*
 * The vocabularies the interface texts (app/i18n) are keyed by. They belong to
 * features (search, home rows, the listing model, the agent's editor), which
 * re-export them; they live here because app/i18n imports nothing but lib
 * types (issue 39, eslint.config.js).
 */

/**
 * Buy, Rent or Commercial: the quick search's and search page's switch (ADR 0118).
 * Only the type here: the search feature's list of them (searchKinds) travels with
 * the search code, not in a chunk of its own (search-terms.test.ts holds the two equal).
 */
export type SearchKind = "buy" | "rent" | "commercial";

/** The search results' orders; the list of them is the search feature's (sorts), as above. */
export type Sort = "newest" | "price-asc" | "price-desc" | "size";

/** The home page's rows of listings, in the order they show (ADR 0118). */
export const homeRowIds = ["featured", "new", "reduced", "openHouses"] as const;
export type HomeRowId = (typeof homeRowIds)[number];

/** The statuses of the agent's lifecycle: a draft is Incomplete until it is published. */
export const DRAFT_STATUS = "Incomplete" satisfies StandardStatus;
export const lifecycleStatuses = ["ComingSoon", "Active", "Pending", "Closed", "Withdrawn", "Expired"] as const satisfies readonly StandardStatus[];
export type LifecycleStatus = (typeof lifecycleStatuses)[number];
/** The statuses the listings list filters by: the lifecycle and the draft. */
export const listStatuses = [DRAFT_STATUS, ...lifecycleStatuses] as const;
export type ListStatus = (typeof listStatuses)[number];

/** The listing editor's deal: for sale or for lease. */
export const dealTypes = ["sale", "lease"] as const;
export type DealType = (typeof dealTypes)[number];

/** The features a visitor filters or reads on the property page, as the editor's checkboxes. */
export const editorFeatures = ["casita", "pool", "newConstruction", "refrigerated"] as const;
export type EditorFeature = (typeof editorFeatures)[number];

/**
 * What the audit of the agent's own listings records (listing_audit.action), as written by
 * features/agent-listings: every one has a sentence in the editor's texts, so a new one
 * fails the typecheck until it has.
 */
export const auditActions = [
  "created",
  "saved",
  "published",
  "status",
  "reverted",
  "featured",
  "openHouseAdded",
  "openHouseRemoved",
  "photo-added",
  "photos-reordered",
  "photo-captioned",
  "photo-deleted",
  "photo-restored",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What the search box suggests while the buyer types (features/search/suggest.server.ts). */
export const suggestionKinds = ["city", "community", "zip", "street", "mls"] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];
