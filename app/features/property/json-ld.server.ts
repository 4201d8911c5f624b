import { notInFuture } from "~/lib/dates";
import { isStreetWithheld, streetText } from "~/lib/listing-address";
import { listingKind } from "~/lib/listing-kind";
import { photoUrl } from "~/lib/photos";
import { isLeaseType, leaseFrequencyOf, type LeaseFrequency } from "~/lib/reso";
import { petsSummary, petsWelcome, type LeaseTerm } from "~/lib/rental-terms";
import type { ListingDetail } from "~/features/listings/summary";
import { OWN_SOURCE } from "~/features/listings/model";
import type { SiteIdentity } from "~/lib/site";
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

/**
 * The period a rent is for, as schema.org's UnitPriceSpecification reads it:
 * a UN/CEFACT unit (DAY, WEE, MON, QAN quarter, ANN), with a reference
 * quantity when the price is for more or less than one of it ("every 2
 * weeks" is 2 WEE). A season has no fixed length, so it is named in words
 * (unitText); a one-time rent is the whole amount and has no unit.
 */
const rentUnits: Record<LeaseFrequency, { unitCode: string; value: number } | { unitText: string } | null> = {
  Daily: { unitCode: "DAY", value: 1 },
  Weekly: { unitCode: "WEE", value: 1 },
  BiWeekly: { unitCode: "WEE", value: 2 },
  SemiMonthly: { unitCode: "MON", value: 0.5 },
  Monthly: { unitCode: "MON", value: 1 },
  BiMonthly: { unitCode: "MON", value: 2 },
  Quarterly: { unitCode: "QAN", value: 1 },
  SemiAnnually: { unitCode: "MON", value: 6 },
  Annually: { unitCode: "ANN", value: 1 },
  Seasonal: { unitText: "season" },
  OneTime: null,
};

/** The unit properties of a rent's UnitPriceSpecification. */
export function rentUnit(frequency: string | null): Record<string, unknown> {
  const unit = rentUnits[leaseFrequencyOf(frequency)];
  if (!unit) return {};
  if ("unitText" in unit) return { unitText: unit.unitText };
  return unit.value === 1 ? { unitCode: unit.unitCode } : { referenceQuantity: { "@type": "QuantitativeValue", value: unit.value, unitCode: unit.unitCode } };
}

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

/** The site's agent as JSON-LD names her off her own pages: her one `@id` (AGENT_ID_PATH), her name and page. */
export interface AgentRef {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** A reference to the agent's RealEstateAgent entity, with the name a reader of this block alone needs. */
export function agentReference(agent: AgentRef) {
  return { "@type": "RealEstateAgent", "@id": agent.id, name: agent.name, url: agent.url };
}

/** schema.org RealEstateListing for a property page: the offer, the place and its photos; `postedDay` its first public day. */
export function listingJsonLd(
  listing: ListingDetail,
  url: string,
  name: string,
  description: string,
  { postedDay, agent }: { postedDay: string | null; agent: AgentRef },
) {
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
    // Its first public day (postedDay in features/listings/price-history.ts): never a day to come.
    ...(postedDay ? { datePosted: postedDay } : {}),
    dateModified: notInFuture(listing.modificationTimestamp).toISOString(),
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
              ...rentUnit(listing.leaseAmountFrequency),
            },
          }
        : {}),
      ...(lease ? leaseOfferJsonLd(listing) : {}),
      ...(listing.originatingSystemName === OWN_SOURCE
        ? { offeredBy: agentReference(agent) }
        : listing.listOfficeName
          ? { offeredBy: { "@type": "RealEstateAgent", name: listing.listOfficeName } }
          : {}),
    },
    about: {
      "@type": place,
      address: postalAddress(listing),
      ...(listing.latitude !== null && listing.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude } }
        : {}),
      ...(home && listing.bedroomsTotal !== null ? { numberOfBedrooms: listing.bedroomsTotal } : {}),
      ...(home ? bathroomsJsonLd(listing) : {}),
      ...(home && listing.livingArea !== null ? { floorSize: { "@type": "QuantitativeValue", value: listing.livingArea, unitCode: "FTK" } } : {}),
      ...(home && listing.yearBuilt !== null ? { yearBuilt: listing.yearBuilt } : {}),
      ...(home && lease ? petsJsonLd(listing.petsAllowed) : {}),
    },
  };
}

/** Months of the lease terms that have a length; the others (short term, negotiable, more than a year) have none to state. */
const leaseMonths: Partial<Record<LeaseTerm, number>> = { MonthToMonth: 1, SixMonths: 6, TwelveMonths: 12, TwentyFourMonths: 24 };

/** A lease's Offer terms schema.org has (ADR 0123): from when it is available and the lease's length. */
export function leaseOfferJsonLd(listing: Pick<ListingDetail, "availabilityDate" | "leaseTerm">) {
  const months = listing.leaseTerm ? leaseMonths[listing.leaseTerm as LeaseTerm] : undefined;
  return {
    ...(listing.availabilityDate ? { availabilityStarts: listing.availabilityDate } : {}),
    ...(months ? { leaseLength: { "@type": "QuantitativeValue", value: months, unitCode: "MON" } } : {}),
  };
}

/** Accommodation's petsAllowed, a yes or no: left out where the policy is "call" or unsaid. */
export function petsJsonLd(values: readonly string[]) {
  const pets = petsSummary(values);
  if (!pets) return {};
  if (pets.none) return { petsAllowed: false };
  return values.some((value) => (petsWelcome as readonly string[]).includes(value)) ? { petsAllowed: true } : {};
}

/**
 * The baths as schema.org counts them (ADR 0122): numberOfBathroomsTotal is RESO's
 * BathroomsTotalInteger, every bath counted as one (2 full and 1 half: 3); the full and partial
 * ones say the rest. Nothing when the listing says nothing.
 */
export function bathroomsJsonLd(listing: Pick<ListingDetail, "bathroomsFull" | "bathroomsHalf">) {
  const { bathroomsFull: full, bathroomsHalf: half } = listing;
  if (full === null && half === null) return {};
  return {
    numberOfBathroomsTotal: (full ?? 0) + (half ?? 0),
    ...(full === null ? {} : { numberOfFullBathrooms: full }),
    ...(half === null ? {} : { numberOfPartialBathrooms: half }),
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

/** The listing fields that say who holds its open houses. */
type ListedBy = Pick<ListingDetail, "originatingSystemName" | "listAgentFullName" | "listOfficeName">;

/**
 * Who holds a listing's open houses, as the page credits the listing: the
 * site's agent (her one entity) and brokerage for her own, else the listing agent and office
 * the MLS names; undefined where it names neither.
 */
export function openHouseOrganizer(listing: ListedBy, site: Pick<SiteIdentity, "brokerage">, agent: AgentRef) {
  const office = (name: string) => ({ "@type": "Organization", name });
  if (listing.originatingSystemName === OWN_SOURCE) return { ...agentReference(agent), parentOrganization: office(site.brokerage) };
  if (listing.listAgentFullName) {
    return { "@type": "RealEstateAgent", name: listing.listAgentFullName, ...(listing.listOfficeName ? { parentOrganization: office(listing.listOfficeName) } : {}) };
  }
  return listing.listOfficeName ? { "@type": "RealEstateAgent", name: listing.listOfficeName } : undefined;
}

/** schema.org Event for each open house: search engines show them with the listing. */
export function openHouseJsonLd(
  listing: ListingDetail,
  event: { url: string; name: string; description: string; image?: string; organizer?: ReturnType<typeof openHouseOrganizer> },
  openHouses: ReadonlyArray<{ readonly startDate: string; readonly endDate: string }>,
) {
  return openHouses.map((openHouse) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: openHouse.startDate,
    endDate: openHouse.endDate,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    url: event.url,
    ...(event.image ? { image: event.image } : {}),
    location: {
      "@type": "Place",
      // The street, or the city where the MLS withholds it.
      name: streetText(listing, listing.city),
      address: postalAddress(listing),
    },
    // Open to anyone, without a ticket: a free offer, as Google's events read one.
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url: event.url },
    // The agent who holds it is also who shows the home.
    ...(event.organizer ? { organizer: event.organizer, performer: event.organizer } : {}),
  }));
}
