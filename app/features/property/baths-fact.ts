import { fmt } from "~/i18n";
import { plural } from "~/i18n/plural";
import type { PropertyPageText } from "~/i18n/property-page.en";
import { formatBaths } from "~/lib/format";
import type { Lang } from "~/lib/routes";

/** What the baths fact reads: the total the database works out and its parts (ADR 0122). */
export interface BathsOfListing {
  readonly bathroomsTotalDecimal: number | null;
  readonly bathroomsFull: number | null;
  readonly bathroomsHalf: number | null;
}

/** "2.5 (2 full, 1 half)", "2½ (2 completos, 1 medio)"; the total alone without a half bath. */
export function bathsFact(lang: Lang, t: PropertyPageText["facts"], listing: BathsOfListing): string | null {
  const total = listing.bathroomsTotalDecimal;
  if (total === null) return null;
  if (!listing.bathroomsHalf) return formatBaths(lang, total);
  return fmt(t.bathsDetail, {
    total: formatBaths(lang, total),
    full: plural(lang, listing.bathroomsFull ?? 0, t.bathsFull),
    half: plural(lang, listing.bathroomsHalf, t.bathsHalf),
  });
}
