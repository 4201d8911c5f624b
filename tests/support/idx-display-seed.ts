/**
 * Seeds a data folder for tests/e2e/idx-display.test.ts before its server
 * opens it (PGlite allows one process): the demo listings, then two MLS
 * listings, one whose street address the MLS withholds, and the sync state
 * of a pass that went through. Prints the sync's time as JSON.
 * Run with DATA_DIR set: `tsx tests/support/idx-display-seed.ts`.
 */
import { listings, media, mlsSyncState } from "../../app/db/schema";
import { MLS_SOURCE, PROPERTY_RESOURCE } from "../../app/features/mls/model";
import { closeDatabase, prepareDatabase } from "../../app/server/db.server";
import { makeListing } from "../../app/server/seed/factory";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const now = new Date();
/** Ten minutes ago, on the minute, so the test can write out the disclaimer's time. */
const synced = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - 10 * 60_000);
const mls = { originatingSystemName: MLS_SOURCE, listOfficeName: "Palmview Realty Group", listAgentFullName: "Irene Salinas", modificationTimestamp: now, onMarketDate: now.toISOString().slice(0, 10), city: "Edinburg", postalCode: "78539" };

const made = [
  makeListing({ listingKey: "MLSIDX001", listingId: "E-77001", ...mls, unparsedAddress: "4417 Quetzal Ln", streetNumber: "4417", streetName: "Quetzal Ln", internetAddressDisplayYN: false, publicRemarks: "Zacahuistle corner lot near the university, with a shaded patio.", remarksEs: null }),
  makeListing({ listingKey: "MLSIDX002", listingId: "E-77002", ...mls, unparsedAddress: "902 Sandpiper Ave", streetNumber: "902", streetName: "Sandpiper Ave", publicRemarks: "Zacahuistle quiet street with mature trees.", remarksEs: "Calle tranquila con árboles grandes." }),
];

try {
  const db = await prepareDatabase({ dataDir, seedCount: 40 });
  await db.insert(listings).values(made.map((item) => item.listing));
  await db.insert(media).values(made.flatMap((item) => item.media));
  await db.insert(mlsSyncState).values({ resource: PROPERTY_RESOURCE, fullImportDone: true, lastRunStartedAt: synced, lastRunFinishedAt: synced, lastSuccessAt: synced, lastCounts: { new: 2, updated: 0, removed: 0, failed: 0, photos: 4 }, feedSize: 2 });
  console.log(JSON.stringify({ syncedAt: synced.toISOString() }));
} finally {
  await closeDatabase();
}
