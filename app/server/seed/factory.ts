import type { NewListingRow, NewMediaRow } from "../../db/schema";
import { SCENE_HEIGHT, SCENE_WIDTH } from "../../lib/photo-scene";
import type { GeneratedListing } from "./generate";
import { hashString } from "./random";

export type ListingFixture = Partial<NewListingRow> & {
  readonly listingKey: string;
  /** How many photos to attach (default 2). */
  readonly photos?: number;
};

/**
 * A listing for tests: an active single-family home for sale in McAllen
 * unless the fixture says otherwise. Only the fields a test is about need naming.
 */
export function makeListing({ photos = 2, ...fields }: ListingFixture): GeneratedListing {
  const modified = fields.modificationTimestamp ?? new Date("2025-06-01T15:00:00Z");
  const listing: NewListingRow = {
    listingId: String(100_000 + (hashString(fields.listingKey) % 900_000)),
    originatingSystemName: "test",
    standardStatus: "Active",
    propertyType: "Residential",
    propertySubType: "SingleFamilyResidence",
    listPrice: 250_000,
    unparsedAddress: "100 Test St",
    streetNumber: "100",
    streetName: "Test St",
    city: "McAllen",
    postalCode: "78501",
    countyOrParish: "Hidalgo",
    bedroomsTotal: 3,
    // 2.5 baths, as many Valley homes have: a half bath unless a test says otherwise (ADR 0122).
    bathroomsFull: 2,
    bathroomsHalf: 1,
    livingArea: 1800,
    lotSizeAcres: 0.2,
    yearBuilt: 2010,
    publicRemarks: "Well kept home.",
    remarksEs: "Casa bien cuidada.",
    onMarketDate: "2025-05-01",
    listAgentFullName: "Test Agent",
    listOfficeName: "Test Realty",
    ...fields,
    modificationTimestamp: modified,
  };
  const media: NewMediaRow[] = Array.from({ length: photos }, (_, index) => ({
    mediaKey: `${fields.listingKey}-${index + 1}`,
    resourceRecordKey: fields.listingKey,
    order: index + 1,
    shortDescription: index === 0 ? "Front of the home" : "Living room",
    shortDescriptionEs: index === 0 ? "Fachada de la casa" : "Sala",
    imageWidth: SCENE_WIDTH,
    imageHeight: SCENE_HEIGHT,
    scene: { kind: index === 0 ? "ranch" : "living", seed: index + 1 },
    modificationTimestamp: modified,
  }));
  // Listed at its price on its on-market day, as a demo listing is; a draft has no history yet.
  const history =
    listing.standardStatus === "Incomplete" || !listing.onMarketDate
      ? []
      : [{ listingKey: fields.listingKey, at: new Date(`${listing.onMarketDate}T15:00:00Z`), event: "listed" as const, status: "Active", price: listing.originalListPrice ?? listing.listPrice }];
  return { listing, media, history };
}
