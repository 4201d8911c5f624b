/**
 * Seeds a data folder for tests/e2e/spanish-features.test.ts before its
 * server opens it (PGlite allows one process): the demo listings, then one MLS
 * listing mapped from a RESO record the way the sync maps it, with feature
 * lists in the forms feeds send (display names, legacy OData names, an
 * enumeration member, a comma-separated string) and one local value.
 * Run with DATA_DIR set: `tsx tests/support/spanish-features-seed.ts`.
 */
import { listings } from "../../app/db/schema";
import { mapRecord } from "../../app/features/mls/mapping";
import { closeDatabase, prepareDatabase } from "../../app/server/db.server";
import { feedFeatures } from "./spanish-features";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

{
  const mapped = mapRecord({
    ListingKey: "MLSFEAT01",
    ListingId: "F-57001",
    ModificationTimestamp: new Date().toISOString(),
    StandardStatus: "Active",
    PropertyType: "Residential",
    PropertySubType: "SingleFamilyResidence",
    ListPrice: 289000,
    StreetNumber: "2210",
    StreetName: "Chachalaca",
    StreetSuffix: "Dr",
    City: "McAllen",
    PostalCode: "78504",
    Latitude: 26.25,
    Longitude: -98.23,
    BedroomsTotal: 3,
    BathroomsFull: 2,
    LivingArea: 1850,
    YearBuilt: 2016,
    PublicRemarks: "Single-story home near schools.",
    ListOfficeName: "Palmview Realty Group",
    ListAgentFullName: "Irene Salinas",
    OnMarketDate: new Date().toISOString().slice(0, 10),
    ...feedFeatures,
  });
  if (!mapped.ok) throw new Error(`record refused: ${mapped.unusable.field}`);
  try {
    const db = await prepareDatabase({ dataDir, seedCount: 20 });
    await db.insert(listings).values(mapped.value.listing);
  } finally {
    await closeDatabase();
  }
}
