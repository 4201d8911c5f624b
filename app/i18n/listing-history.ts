import type { Lang } from "~/lib/routes";
import { listingHistoryEn, type ListingHistoryText } from "./listing-history.en";
import { listingHistoryEs } from "./listing-history.es";

/** The price history's and open houses' texts in both languages (ADR 0010, ADR 0110). */
export const listingHistoryTexts: Record<Lang, ListingHistoryText> = { en: listingHistoryEn, es: listingHistoryEs };
