/**
 * npm run db:seed -- --count N [--seed S]
 * Replaces the demo listings (originating system "demo") of the database the
 * environment configures (DATABASE_URL, else PGlite in DATA_DIR) with N
 * freshly generated ones. Other listings are left alone.
 *
 * npm run db:seed -- --remove-demo
 * Deletes the demo listings and their photos, in the database and in storage
 * (S3_* as the server reads them, else DATA_DIR/storage); other listings stay.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { listings } from "../../db/schema";
import { connect } from "../db/connect.server";
import { storageFromEnv } from "../storage/index.server";
import { DEFAULT_SEED, generateListings } from "./generate";
import { insertListings } from "./load.server";
import { DEMO_SOURCE, removeDemoListings } from "./remove.server";

const { values } = parseArgs({
  options: { count: { type: "string", default: "1500" }, seed: { type: "string", default: DEFAULT_SEED }, "remove-demo": { type: "boolean", default: false } },
});
const count = z.coerce.number().int().min(0).max(1_000_000).safeParse(values.count);
if (!count.success) {
  console.error("--count must be a whole number from 0 to 1,000,000");
  process.exit(2);
}

const optional = z.string().trim().min(1).optional();
const env = z
  .object({
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z.string().trim().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
  })
  .parse(process.env);
const handle = await connect(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const started = performance.now();
  if (values["remove-demo"]) {
    const removed = await handle.exclusive((db) => removeDemoListings(db, storageFromEnv({ ...env, dataDir: path.resolve(env.DATA_DIR) })));
    const left = Object.entries(removed.remaining).map(([source, n]) => `${n} ${source}`);
    console.log(
      `Removed ${removed.listings} ${DEMO_SOURCE} listings with ${removed.photos} photos and cleared ${removed.objects} stored image keys in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(left.length > 0 ? `Listings left: ${left.join(", ")}.` : "No listings left: set SEED_COUNT=0 so that a restart does not load the demo listings again.");
  } else {
    const inserted = await handle.exclusive(async (db) => {
      await db.delete(listings).where(eq(listings.originatingSystemName, DEMO_SOURCE));
      return insertListings(db, generateListings(count.data, { seed: values.seed }));
    });
    console.log(`Loaded ${inserted} demo listings (seed "${values.seed}") in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
