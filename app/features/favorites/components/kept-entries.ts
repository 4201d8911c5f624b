import { useState } from "react";
import type { WishlistEntry } from "../types";

/**
 * The entries to show after the wishlist's data changes: those still saved in
 * their fresh version, those removed meanwhile where they were, and newly saved
 * ones first (the list is newest first).
 */
export function keepRemoved(shown: readonly WishlistEntry[], next: readonly WishlistEntry[]): WishlistEntry[] {
  const fresh = new Map(next.map((entry) => [entry.listingKey, entry]));
  const known = new Set(shown.map((entry) => entry.listingKey));
  return [...next.filter((entry) => !known.has(entry.listingKey)), ...shown.map((entry) => fresh.get(entry.listingKey) ?? entry)];
}

/**
 * A favorite removed on the wishlist stays there, its heart empty, until the
 * visitor leaves the page: its heart is still there to confirm the removal
 * with a toast, and a slip of the finger takes one tap to undo. Whoever signs
 * in next on the same page (`owner`) starts from their own list.
 */
export function useKeptEntries(entries: readonly WishlistEntry[], owner: string | undefined): readonly WishlistEntry[] {
  const [kept, setKept] = useState({ owner, source: entries, shown: entries });
  if (kept.source !== entries || kept.owner !== owner) {
    const shown = kept.owner === owner ? keepRemoved(kept.shown, entries) : entries;
    setKept({ owner, source: entries, shown });
    return shown;
  }
  return kept.shown;
}
