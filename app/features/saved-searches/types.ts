import type { savedSearches } from "~/db/schema";

// A saved search as its server half hands it to the account's components: a plain type, so client code reads it without a server module.

export type SavedSearch = typeof savedSearches.$inferSelect;
