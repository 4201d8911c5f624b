/**
 * Notes the search loader sends with its data when they apply (ADR 0010), so the search page's
 * texts do not grow: a price order that left the rentals out says so (ADR 0118).
 */
export const searchNotesEn = {
  /** Words of a typed search no listing has: the rest of the search is shown without them. */
  unmatched: "No listing matches “{text}”; showing the rest.",
  priceSortSales: "Sorted by price: properties for rent or lease are left out, since a rent is not a sale price. Sort by newest to see them too, or choose Rent to sort rentals by price.",
};

export type SearchNotesText = typeof searchNotesEn;
