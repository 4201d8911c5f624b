import { listingKind } from "~/lib/listing-kind";
import { isLeaseType, propertyTypes, type PropertyType } from "~/lib/reso";
import type { SearchKind } from "./search-query";

/**
 * The Buy / Rent / Commercial switch in property types, from the site's
 * groupings (listing-kind.ts, reso.ts): buy is homes and land for sale, rent
 * residential leases, commercial every commercial sale and lease.
 */
export const kindTypes: Record<SearchKind, readonly PropertyType[]> = {
  buy: propertyTypes.filter((type) => listingKind(type) !== "commercial" && !isLeaseType(type)),
  rent: propertyTypes.filter((type) => listingKind(type) === "residential" && isLeaseType(type)),
  commercial: propertyTypes.filter((type) => listingKind(type) === "commercial"),
};

/**
 * The Buy / Rent / Commercial tab a property-type filter amounts to, so the
 * switch and the filters agree (issue 44, item 5): "Homes for sale" chosen in
 * the filters is the Buy tab. Undefined when the types span kinds, or none is chosen.
 */
export function kindOfTypes(types: readonly PropertyType[] | undefined): SearchKind | undefined {
  if (!types || types.length === 0) return undefined;
  const fits = (Object.keys(kindTypes) as SearchKind[]).filter((kind) => types.every((type) => kindTypes[kind].includes(type)));
  return fits.length === 1 ? fits[0] : undefined;
}
