import { propertyPageTexts, useDictionary } from "~/i18n";
import type { ListingSummary } from "~/features/listings/summary";
import { ListingGridWithHearts } from "~/features/favorites/components/listing-grid-with-hearts";

export function SimilarListings({ listings, priority = false }: { listings: readonly ListingSummary[]; priority?: boolean }) {
  const t = useDictionary(propertyPageTexts);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="similar" className="space-y-4" data-testid="similar-listings">
      <h2 id="similar" className="text-2xl font-semibold">{t.similar}</h2>
      <ListingGridWithHearts listings={listings} layout="four" priority={priority} />
    </section>
  );
}
