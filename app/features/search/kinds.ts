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
