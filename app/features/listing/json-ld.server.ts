import { isStreetWithheld, streetText } from "~/lib/listing-address";
import { listingKind } from "~/lib/listing-kind";
import { photoUrl } from "~/lib/photos";
import { isLeaseType } from "~/lib/reso";
import type { ListingDetail } from "./listing.server";
import { absoluteUrl } from "~/server/page.server";

const availability: Record<string, string> = {
  Active: "https://schema.org/InStock",
  ComingSoon: "https://schema.org/PreOrder",
  ActiveUnderContract: "https://schema.org/LimitedAvailability",
  Pending: "https://schema.org/LimitedAvailability",
};

function placeType(listing: ListingDetail): string {
  if (listingKind(listing.propertyType) !== "residential") return "Place";
  switch (listing.propertySubType) {
    case "SingleFamilyResidence":
      return "SingleFamilyResidence";
    case "Condominium":
    case "Townhouse":
    case "Apartment":
      return "Apartment";
    default:
      return "House";
  }
}

/** schema.org RealEstateListing for a property page: the offer, the place and its photos. */
/** The listing's schema.org address; no streetAddress where the MLS withholds it (IDX), the locality and ZIP stay. */
function postalAddress(listing: Parameters<typeof isStreetWithheld>[0] & { unparsedAddress: string; city: string; stateOrProvince: string; postalCode: string }) {
  return {
    "@type": "PostalAddress",
    ...(isStreetWithheld(listing) ? {} : { streetAddress: listing.unparsedAddress }),
    addressLocality: listing.city,
    addressRegion: listing.stateOrProvince,
    postalCode: listing.postalCode,
    addressCountry: "US",
  };
}

export function listingJsonLd(listing: ListingDetail, url: string, name: string, description: string) {
  const lease = isLeaseType(listing.propertyType);
  const place = placeType(listing);
  // Rooms, floor size and year are Accommodation properties; a plain Place has none of them.
  const home = place !== "Place";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name,
    description,
    url,
    image: listing.media.slice(0, 6).map((photo) => absoluteUrl(photoUrl(photo.mediaKey, 1280, "jpg"))),
    ...(listing.onMarketDate ? { datePosted: listing.onMarketDate } : {}),
    dateModified: listing.modificationTimestamp.toISOString(),
    offers: {
      "@type": "Offer",
      price: listing.listPrice,
      priceCurrency: "USD",
      availability: availability[listing.standardStatus] ?? "https://schema.org/OutOfStock",
      businessFunction: lease ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      ...(lease
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: listing.listPrice,
              priceCurrency: "USD",
              unitCode: listing.leaseAmountFrequency === "Annually" ? "ANN" : "MON",
            },
          }
        : {}),
      ...(listing.listOfficeName ? { offeredBy: { "@type": "RealEstateAgent", name: listing.listOfficeName } } : {}),
    },
    about: {
      "@type": place,
      address: postalAddress(listing),
      ...(listing.latitude !== null && listing.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude } }
        : {}),
      ...(home && listing.bedroomsTotal !== null ? { numberOfBedrooms: listing.bedroomsTotal } : {}),
      ...(home && listing.bathroomsTotalInteger !== null ? { numberOfBathroomsTotal: listing.bathroomsTotalInteger } : {}),
      ...(home && listing.livingArea !== null ? { floorSize: { "@type": "QuantitativeValue", value: listing.livingArea, unitCode: "FTK" } } : {}),
      ...(home && listing.yearBuilt !== null ? { yearBuilt: listing.yearBuilt } : {}),
    },
  };
}

/** schema.org BreadcrumbList from names and absolute URLs, in order. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** schema.org Event for each open house: search engines show them with the listing. */
export function openHouseJsonLd(
  listing: ListingDetail,
  url: string,
  name: string,
  openHouses: ReadonlyArray<{ readonly startDate: string; readonly endDate: string }>,
) {
  return openHouses.map((openHouse) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name,
    startDate: openHouse.startDate,
    endDate: openHouse.endDate,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    url,
    location: {
      "@type": "Place",
      // The street, or the city where the MLS withholds it.
      name: streetText(listing, listing.city),
      address: postalAddress(listing),
    },
  }));
}
