/**
 * npm run bench:dashboard [-- --leads 10000 --rounds 30 --drivers postgres,pglite]
 * The agent's dashboard loader (features/agent/dashboard.server.ts) over a realistic year of her
 * pipeline on a throwaway PostgreSQL cluster: `--leads` leads (sources, forms, all seven stages, held
 * ones, first replies and contacts, a listing for some), three tasks for every two leads, 2,000 listings
 * of which 40 are hers with a year of daily views, buyers with favorites and 3,000 saved searches.
 * Prints the loader's median and p95 over `--rounds` runs after three warm-ups, and each query's
 * median, against the budget of ADR 0430 (p50 under 150 ms on PostgreSQL). A benchmark, not a test.
 */
import { parseArgs } from "node:util";
import { inArray, sql } from "drizzle-orm";
import { favorites, leads, leadTasks, listings, listingViews, savedSearches, user } from "../app/db/schema";
import { agentDashboard } from "../app/features/agent/dashboard.server";
import { responseMedians } from "../app/features/agent/response-times.server";
import { OWN_SOURCE } from "../app/features/listings/model";
import { addDays, valleyDay } from "../app/lib/dates";
import { leadTypes, lostReasons, taskKinds, type LeadStatus } from "../app/lib/leads";
import { connect, type DatabaseHandle, type Driver } from "../app/server/db/connect.server";
import type { Database } from "../app/server/db/connect.server";
import { generateListings } from "../app/server/seed/generate";
import { insertListings } from "../app/server/seed/load.server";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";
import { scratchDatabaseUrl } from "./database";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "10000" },
    rounds: { type: "string", default: "30" },
    drivers: { type: "string", default: "postgres" },
  },
});
const leadCount = Number(values.leads);
const rounds = Number(values.rounds);
const driverList = values.drivers.split(",") as Driver[];
/** ADR 0430: the loader's median on PostgreSQL at 10,000 leads. */
const BUDGET_P50_MS = 150;
const LISTINGS = 2_000;
const OWN_LISTINGS = 40;
const BUYERS = 2_000;
const SEARCHES = 3_000;
const BATCH = 1_000;
const DAY_MS = 86_400_000;

/** A fixed sequence of numbers in [0, 1): the same data on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const next = random(55);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

/** The channels of a Valley agent's leads, most frequent first; null for leads from before sources were kept. */
const sources = ["facebook", "facebook", "facebook", "google", "google", "direct", "direct", "instagram", "zillow", "whatsapp", "casitas-julio", "open-house-flyer", null, null] as const;
/** A pipeline's usual shape: most leads early, a few far along. */
const stages: readonly LeadStatus[] = ["new", "new", "new", "contacted", "contacted", "contacted", "contacted", "showing", "showing", "offer", "contract", "won", "lost", "lost", "lost"];

async function batches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

async function seed(db: Database, now: Date): Promise<void> {
  await insertListings(db, generateListings(LISTINGS, { referenceDate: now }));
  const keys = (await db.select({ key: listings.listingKey }).from(listings).limit(LISTINGS)).map((row) => row.key);
  const own = keys.slice(0, OWN_LISTINGS);
  await db.update(listings).set({ originatingSystemName: OWN_SOURCE }).where(inArray(listings.listingKey, own));
  const today = valleyDay(now);
  await batches(
    keys.flatMap((key, index) => Array.from({ length: index < OWN_LISTINGS ? 365 : 30 }, (_, day) => ({ listingKey: key, day: addDays(today, -day), views: 1 + Math.floor(next() * 40) }))),
    (batch) => db.insert(listingViews).values(batch),
  );

  const buyers = Array.from({ length: BUYERS }, (_, index) => ({ id: `bench-buyer-${index}`, name: `Buyer ${index}`, email: `buyer${index}@example.com` }));
  await batches(buyers, (batch) => db.insert(user).values(batch));
  const kept = new Set<string>();
  for (let index = 0; index < BUYERS * 3; index++) kept.add(`${pick(buyers).id}|${next() < 0.3 ? pick(own) : pick(keys)}`);
  await batches(
    [...kept].map((pair) => {
      const [userId = "", listingKey = ""] = pair.split("|");
      return { userId, listingKey };
    }),
    (batch) => db.insert(favorites).values(batch),
  );
  const queries = ["city=mcallen&maxPrice=300000&kind=buy", "location=mission&priceRange=300k-500k", "kind=rent&maxPrice=1500&city=edinburg", "community=sharyland-plantation&minPrice=600000", "type=CommercialLease", "q=casita&city=pharr", "", "city=weslaco&beds=3"];
  await batches(
    Array.from({ length: SEARCHES }, (_, index) => ({ userId: pick(buyers).id, name: `Search ${index}`, query: pick(queries), unsubscribeToken: `bench-${index}`, createdAt: new Date(now.getTime() - next() * 365 * DAY_MS) })),
    (batch) => db.insert(savedSearches).values(batch),
  );

  const leadRows = Array.from({ length: leadCount }, (_, index) => {
    const createdAt = new Date(now.getTime() - next() ** 2 * 365 * DAY_MS);
    const status = pick(stages);
    const replied = next() < 0.7;
    const reply = new Date(createdAt.getTime() + next() * 6 * 3_600_000);
    return {
      type: pick(leadTypes),
      status,
      name: `Lead ${index}`,
      email: `lead${index}@example.com`,
      lang: next() < 0.5 ? ("es" as const) : ("en" as const),
      consent: true,
      sourcePath: "/en/contact",
      idempotencyKey: `bench-${index}`,
      listingKey: next() < 0.4 ? pick(next() < 0.5 ? own : keys) : null,
      heldReason: next() < 0.03 ? ("honeypot" as const) : null,
      source: pick(sources),
      lostReason: status === "lost" ? pick(lostReasons) : null,
      firstReplyAt: replied ? reply : null,
      firstContactAt: replied || next() < 0.5 ? new Date(reply.getTime() - next() * 1_800_000) : null,
      createdAt,
    };
  });
  const ids: string[] = [];
  await batches(leadRows, async (batch) => ids.push(...(await db.insert(leads).values(batch).returning({ id: leads.id })).map((row) => row.id)));
  await batches(
    Array.from({ length: Math.round(leadCount * 1.5) }, () => ({
      leadId: pick(ids),
      kind: pick(taskKinds),
      dueOn: addDays(today, Math.floor(next() * 60) - 30),
      dueTime: next() < 0.5 ? "10:30" : null,
      doneAt: next() < 0.6 ? now : null,
    })),
    (batch) => db.insert(leadTasks).values(batch),
  );
  // Autovacuum does this on a live server: the planner's statistics and the visibility map.
  await db.execute(sql`VACUUM (ANALYZE) leads, lead_tasks, listings, listing_views, favorites, saved_searches`);
}

async function openDatabase(driver: Driver, cluster: PostgresCluster | undefined): Promise<DatabaseHandle> {
  const handle = driver === "postgres" && cluster ? await connect({ databaseUrl: await scratchDatabaseUrl(cluster.url) }) : await connect({});
  await handle.exclusive(async () => undefined);
  return handle;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const took: number[] = [];
  for (let round = 0; round < times; round++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b);
}

async function measure(driver: Driver, cluster: PostgresCluster | undefined) {
  const handle = await openDatabase(driver, cluster);
  try {
    const now = new Date();
    const today = valleyDay(now);
    const seeding = performance.now();
    await handle.exclusive((db) => seed(db, now));
    const seedSeconds = (performance.now() - seeding) / 1000;
    await timed(3, () => agentDashboard(handle.db, today, now));
    const loader = await timed(rounds, () => agentDashboard(handle.db, today, now));
    const medians = await timed(rounds, () => responseMedians(handle.db, new Date(now.getTime() - 30 * DAY_MS)));
    return { driver, seedSeconds, p50: percentile(loader, 50), p95: percentile(loader, 95), medians: percentile(medians, 50) };
  } finally {
    await handle.close();
  }
}

const cluster = driverList.includes("postgres") ? await startPostgresCluster() : undefined;
const rows = [];
try {
  for (const driver of driverList) {
    process.stderr.write(`${driver}: seeding ${leadCount.toLocaleString("en-US")} leads…\n`);
    rows.push(await measure(driver, cluster));
  }
} finally {
  await cluster?.stop();
}

console.log(`\nDashboard loader, ${leadCount.toLocaleString("en-US")} leads, ${rounds} runs after 3 warm-ups (budget: p50 < ${BUDGET_P50_MS} ms on PostgreSQL)\n`);
console.log("| driver | seed | loader p50 | loader p95 | response medians p50 | budget |");
console.log("|---|---:|---:|---:|---:|---|");
for (const row of rows) {
  const verdict = row.driver === "postgres" ? (row.p50 < BUDGET_P50_MS ? "within" : "OVER") : "n/a";
  console.log(`| ${row.driver} | ${row.seedSeconds.toFixed(0)} s | ${row.p50.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${row.medians.toFixed(1)} ms | ${verdict} |`);
}
