import { streetAndCity } from "~/lib/listing-address";
import { propertyPath, type PropertyAddress } from "~/lib/property-path";
import type { Lang } from "~/lib/routes";
import { absoluteUrl } from "../page.server";

/**
 * schema.org CollectionPage for a page of listings (a category, a city's homes,
 * a community), with the listings it shows as an ItemList of their pages. The
 * names are the street and city, or the city alone where the MLS withholds the
 * street (IDX), as the cards print them.
 */
export function collectionPageJsonLd(page: { url: string; name: string; description: string; lang: Lang }, listings: readonly PropertyAddress[]) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.lang,
    ...(listings.length > 0
      ? {
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: listings.length,
            itemListElement: listings.map((listing, index) => ({
              "@type": "ListItem",
              position: index + 1,
              url: absoluteUrl(propertyPath(page.lang, listing)),
              name: streetAndCity(listing),
            })),
          },
        }
      : {}),
  };
}
