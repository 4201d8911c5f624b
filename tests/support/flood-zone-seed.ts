/**
 * Seeds a data folder for tests/e2e/flood-zone.test.ts before its server opens it (PGlite allows one
 * process): no demo listings, and three in Weslaco the flood zone double knows (floodZonePoints): one in
 * zone AE, one in X, one whose street the MLS withholds, in AE too.
 * Run with DATA_DIR set: `tsx tests/support/flood-zone-seed.ts`.
 */
import { listings, media } from "../../app/db/schema";
import { closeDatabase, prepareDatabase } from "../../app/server/db.server";
import { makeListing } from "../../app/server/seed/factory";
import { floodZoneListings } from "./flood-zone-fixtures";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const made = floodZoneListings.map((fields) => makeListing({ ...fields, city: "Weslaco", postalCode: "78596", onMarketDate: new Date().toISOString().slice(0, 10), publicRemarks: "Zarzamora street, near the resaca." }));

try {
  const db = await prepareDatabase({ dataDir, seedCount: 0 });
  await db.insert(listings).values(made.map((item) => item.listing));
  await db.insert(media).values(made.flatMap((item) => item.media));
} finally {
  await closeDatabase();
}
