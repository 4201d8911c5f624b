/**
 * Seeds a data folder for tests/e2e/listing-history.test.ts before its server
 * opens it (PGlite allows one process): the demo listings, then the agent's
 * own listings (one reduced with a history and an open house, a draft, one
 * sold 20 days ago) and a closed demo one. Prints what it made as JSON.
 * Run with DATA_DIR set: `tsx tests/support/listing-history-seed.ts`.
 */
import { listingHistory, listings, media, openHouses } from "../../app/db/schema";
import { closeDatabase, prepareDatabase } from "../../app/server/db.server";
import { valleyDay } from "../../app/lib/dates";
import { makeListing } from "../../app/server/seed/factory";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");

const now = new Date();
// Noon in the Valley, so many days before its today: whatever the hour the tests run, and across a
// daylight-saving change, each moment falls on the Valley day the page counts days on market by.
const today = valleyDay(now);
const daysAgo = (days: number) => new Date(Date.parse(`${today}T18:00:00Z`) - days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);
/** The next open house: three days ahead, 1 to 4 pm in the Valley, whole hours in UTC so the test can name them. */
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 19));
const end = new Date(start.getTime() + 3 * 3_600_000);
const own = { originatingSystemName: "agent", listAgentFullName: "Marisa Villarreal", listOfficeName: "Valle Grande Realty", modificationTimestamp: now };

const made = [
  makeListing({ listingKey: "AHIST0001", ...own, unparsedAddress: "1208 Quetzalcoatl Dr", streetNumber: "1208", streetName: "Quetzalcoatl Dr", listPrice: 329_000, previousListPrice: 339_000, originalListPrice: 339_000, priceChangeTimestamp: daysAgo(10), onMarketDate: day(daysAgo(40)), associationFee: 85, taxAnnualAmount: 6_400, poolPrivateYN: true }),
  makeListing({ listingKey: "AHIST0002", ...own, standardStatus: "Incomplete", unparsedAddress: "77 Draft Palm Ct", streetNumber: "77", streetName: "Draft Palm Ct" }),
  makeListing({ listingKey: "AHIST0003", ...own, standardStatus: "Closed", unparsedAddress: "415 Sold Mesquite Ln", streetNumber: "415", streetName: "Sold Mesquite Ln", listPrice: 320_000, closePrice: 318_000, closeDate: day(daysAgo(20)), onMarketDate: day(daysAgo(50)) }),
  makeListing({ listingKey: "DHIST0004", originatingSystemName: "demo", standardStatus: "Closed", unparsedAddress: "9 Demo Closed Way", streetNumber: "9", streetName: "Demo Closed Way", closePrice: 240_000, closeDate: day(daysAgo(5)) }),
];

try {
  const db = await prepareDatabase({ dataDir, seedCount: 40 });
  await db.insert(listings).values(made.map((item) => item.listing));
  await db.insert(media).values(made.flatMap((item) => item.media));
  await db.insert(listingHistory).values([
    { listingKey: "AHIST0001", at: daysAgo(40), event: "listed", status: "Active", price: 339_000 },
    { listingKey: "AHIST0001", at: daysAgo(10), event: "price", status: "Active", price: 329_000, previousPrice: 339_000 },
    { listingKey: "AHIST0003", at: daysAgo(50), event: "listed", status: "Active", price: 320_000 },
    { listingKey: "AHIST0003", at: daysAgo(20), event: "status", status: "Closed", price: 318_000 },
  ]);
  const [openHouse] = await db.insert(openHouses).values({ listingKey: "AHIST0001", startsAt: start, endsAt: end }).returning({ id: openHouses.id });
  console.log(JSON.stringify({ openHouseId: openHouse?.id, startsAt: start.toISOString(), endsAt: end.toISOString() }));
} finally {
  await closeDatabase();
}
