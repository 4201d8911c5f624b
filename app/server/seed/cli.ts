/**
 * npm run db:seed -- --count N [--seed S]
 * Replaces the demo listings (originating system "demo") of the database the
 * environment configures (DATABASE_URL, else PGlite in DATA_DIR) with N
 * freshly generated ones. Other listings are left alone.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { listings } from "../../db/schema";
import { connect } from "../db/connect.server";
import { DEFAULT_SEED, generateListings } from "./generate";
import { insertListings } from "./load.server";

const { values } = parseArgs({
  options: { count: { type: "string", default: "1500" }, seed: { type: "string", default: DEFAULT_SEED } },
});
const count = z.coerce.number().int().min(0).max(1_000_000).safeParse(values.count);
if (!count.success) {
  console.error("--count must be a whole number from 0 to 1,000,000");
  process.exit(2);
}

const env = z.object({ DATA_DIR: z.string().trim().min(1).default("./data"), DATABASE_URL: z.string().trim().optional() }).parse(process.env);
const handle = await connect(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const started = performance.now();
  const inserted = await handle.exclusive(async (db) => {
    await db.delete(listings).where(eq(listings.originatingSystemName, "demo"));
    return insertListings(db, generateListings(count.data, { seed: values.seed }));
  });
  console.log(`Loaded ${inserted} demo listings (seed "${values.seed}") in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await handle.close();
}
