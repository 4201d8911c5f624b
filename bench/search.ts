/**
 * npm run bench:search [-- --sizes 10000,100000 --rounds 20 --drivers pglite,postgres]
 * Latency of a fixed mix of realistic searches over generated listings, on
 * PGlite and on a throwaway PostgreSQL cluster, printed as one table.
 * A benchmark, not a test: it asserts nothing.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { connect, type DatabaseHandle, type Driver } from "../app/server/db/connect.server";
import { searchListings, searchPins, type SearchOptions } from "../app/features/search/search.server";
import { parseSearchQuery } from "../app/features/search/search-parse";
import type { SearchQuery } from "../app/features/search/search-query";
import { findExact } from "../app/features/search/exact.server";
import { understand } from "../app/features/search/understand";
import { withUnderstood } from "../app/features/search/understand-query";
import { generateListings } from "../app/server/seed/generate";
import { insertListings } from "../app/server/seed/load.server";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster";
import { scratchDatabaseUrl } from "./database";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    rounds: { type: "string", default: "20" },
    drivers: { type: "string", default: "pglite,postgres" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const rounds = Number(values.rounds);
const driverList = values.drivers.split(",") as Driver[];

/** What visitors do most: land on search and category pages, filter, type a place or a word. */
const mix: Array<Record<string, unknown>> = [
  {},
  { category: "residential-for-sale" },
  { category: "mcallen-homes", sort: "price-asc" },
  { category: "luxury" },
  { category: "commercial-refrigerated" },
  { category: "casitas" },
  { category: "residential-for-rent", city: "mcallen", page: 2 },
  { location: "mission", priceRange: "300k-500k", propertyType: "single-family" },
  { location: "pharr", priceRange: "under-300k" },
  { city: "edinburg", beds: 3, baths: 2, maxPrice: 350_000 },
  { type: "CommercialLease", subType: "Warehouse", sort: "size" },
  { category: "residential-for-sale", page: 5, sort: "price-desc" },
  { q: "mcallen" },
  { q: "alberca" },
  { q: "edinbrug" },
  { q: "78504" },
  { q: "sharyland casita" },
  { q: "tres lagos", priceRange: "300k-500k" },
  // The switch and the home page's rows (ADR 0118).
  { kind: "buy" },
  { kind: "rent", sort: "price-asc" },
  { sort: "price-desc" },
  { listed: 7 },
  { priceReduced: true },
  { openHouse: true },
  { featured: true },
  ...mapAreas(),
];

/**
 * "Search this area" on the map (ADR 0116): the whole Valley (the map's first
 * view), McAllen, a neighbourhood, and an area with filters or text.
 */
function mapAreas(): Array<Record<string, unknown>> {
  const valley = "25.9,-98.6,26.6,-97.7";
  const city = "26.15,-98.28,26.25,-98.18";
  return [
    { bounds: valley },
    { bounds: city },
    { bounds: "26.19,-98.24,26.21,-98.22" },
    { bounds: city, type: "Residential", beds: 3, minPrice: 200_000, sort: "price-asc" },
    { bounds: city, q: "alberca" },
  ];
}

/**
 * Searches typed in a buyer's words (issue 53), 200 of them, half in each
 * language, with typos, built from the phrases a buyer uses: rooms, a kind
 * and a deal, a place, a price, a feature, and now and then a word no filter
 * knows. Each is timed against the same search given as filters.
 */
function typedQueries(): string[] {
  const en = {
    kind: ["3 bed house", "2br condo for rent", "4 bedroom home with pool", "land for sale", "warehouse for lease", "office space", "townhome", "3+ beds 2 baths", "homes for sale", "new construction homes"],
    place: ["in mcallen", "mcalen", "in mission", "edinbrug", "pharr", "wesalco", "san juan", "alamo", "donna", "tres lagos", "sharyland", "78504"],
    price: ["under 300k", "between 200k and 350k", "below 1.2m", "over 500k", "less than $250,000", "", "under 2000 a month", "200-300k"],
    extra: ["", "", "", "with casita", "luxury", "granite", "near schools"],
  };
  const es = {
    kind: ["casa de 3 recámaras", "departamento 2 recamaras renta", "casa con alberca", "terreno en venta", "bodega en renta", "oficina", "casas nuevas", "3 cuartos 2 baños", "casas en venta", "local comercial"],
    place: ["en mcallen", "en misión", "edimburgo", "en pharr", "weslaco", "en san juan", "alamo", "en donna", "tres lagos", "norte de mcallen", "78539"],
    price: ["menos de 300 mil", "entre 200 y 300 mil", "de 1.5 millones", "hasta 250 mil", "", "más de 400 mil", "hasta 1500 al mes"],
    extra: ["", "", "", "con casita", "de lujo", "granito", "cerca de escuelas"],
  };
  const queries: string[] = [];
  for (let i = 0; i < 100; i++) {
    for (const words of [en, es]) {
      const pick = (list: string[], step: number) => list[(i * step + step) % list.length] ?? "";
      queries.push([pick(words.kind, 1), pick(words.place, 7), pick(words.price, 3), pick(words.extra, 5)].filter(Boolean).join(" "));
    }
  }
  return queries;
}

/** The same search reached two ways: the filters as a URL gives them, and the words the buyer typed read into them. */
async function typedAgainstPlain(handle: DatabaseHandle, options: SearchOptions): Promise<{ plain: number[]; typed: number[]; parse: number[] }> {
  const queries = typedQueries();
  const plainQueries: SearchQuery[] = queries.map((typed) => withUnderstood(parseSearchQuery({}), understand(typed)));
  const typedSearch = async (typed: string) => {
    const understood = understand(typed);
    if (understood.mls || understood.address) await findExact(handle.db, understood, "en");
    await searchListings(handle.db, withUnderstood(parseSearchQuery({ q: typed }), understood), options);
  };
  for (const query of plainQueries) await searchListings(handle.db, query, options);
  const plain: number[] = [];
  const typed: number[] = [];
  const parse: number[] = [];
  for (let round = 0; round < Math.max(1, Math.ceil(rounds / 4)); round++) {
    for (const [index, words] of queries.entries()) {
      // Alternating which goes first, so neither always finds the other's pages in the cache.
      const order = (index + round) % 2 === 0 ? (["plain", "typed"] as const) : (["typed", "plain"] as const);
      for (const way of order) {
        const t = performance.now();
        if (way === "plain") await searchListings(handle.db, plainQueries[index] ?? parseSearchQuery({}), options);
        else await typedSearch(words);
        (way === "plain" ? plain : typed).push(performance.now() - t);
      }
      const p = performance.now();
      understand(words);
      parse.push(performance.now() - p);
    }
  }
  for (const list of [plain, typed, parse]) list.sort((a, b) => a - b);
  return { plain, typed, parse };
}

async function openDatabase(driver: Driver, cluster: PostgresCluster | undefined): Promise<DatabaseHandle> {
  if (driver === "pglite" || !cluster) {
    const handle = await connect({});
    await handle.exclusive(async () => undefined);
    return handle;
  }
  const handle = await connect({ databaseUrl: await scratchDatabaseUrl(cluster.url) });
  await handle.exclusive(async () => undefined);
  return handle;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Latency {
  p50: number;
  p95: number;
  p99: number;
  qps: number;
  /** The queries with the highest median, to see where the time goes. */
  slowest: string[];
  /** The map areas' medians. */
  areas: string[];
}

interface Row {
  driver: Driver;
  size: number;
  seedSeconds: number;
  cold: Latency;
  warm: Latency;
  /** Median ms of GET /api/map-pins's query for each map area, its count cached by the search before it. */
  pins: string[];
  /** The 200 typed searches (warm), against the same searches as filters, and the reading alone. */
  typed: { plain: number[]; typed: number[]; parse: number[] };
}

async function run(handle: DatabaseHandle, options: SearchOptions): Promise<Latency> {
  for (const query of mix) await searchListings(handle.db, query, options);
  const timings: number[] = [];
  const byQuery = mix.map(() => [] as number[]);
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of mix.entries()) {
      const t = performance.now();
      await searchListings(handle.db, query, options);
      const took = performance.now() - t;
      timings.push(took);
      byQuery[index]?.push(took);
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const medians = byQuery.map((times, index) => ({ median: percentile([...times].sort((a, b) => a - b), 50), query: JSON.stringify(mix[index]) }));
  const text = ({ median, query }: { median: number; query: string }) => `${median.toFixed(1)} ms ${query}`;
  const slowest = [...medians].sort((a, b) => b.median - a.median).slice(0, 3).map(text);
  const areas = medians.filter(({ query }) => query.includes('"bounds"')).map(text);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99), qps: timings.length / elapsed, slowest, areas };
}

async function measure(driver: Driver, size: number, cluster: PostgresCluster | undefined): Promise<Row> {
  const handle = await openDatabase(driver, cluster);
  try {
    const seeding = performance.now();
    // As the seed does (app/server/seed/cli.ts): on the connection that takes as long as it takes, not the
    // pool pages use, whose statements a page's deadlines bound to a second or so (connect.server.ts).
    await handle.exclusive(async (db) => {
      await insertListings(db, generateListings(size, { referenceDate: new Date("2025-06-01T00:00:00Z") }));
      // Autovacuum does this on a live server: statistics for the planner and the visibility map
      // for index-only scans, which only a second pass sets on rows this fresh.
      for (let pass = 0; pass < 2; pass += 1) await db.execute(sql`VACUUM (ANALYZE) listings, media, search_words, listing_facet_counts, listing_word_counts`);
    });
    const seedSeconds = (performance.now() - seeding) / 1000;
    // Cold: every search counts its whole result. Warm: counts come from the versioned cache,
    // as they do for the category pages and repeated searches that make most traffic.
    const cold = await run(handle, { luxuryMinPrice: 750_000, cacheCounts: false });
    const warm = await run(handle, { luxuryMinPrice: 750_000 });
    const pins = [];
    for (const query of mapAreas()) {
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const t = performance.now();
        await searchPins(handle.db, query, { luxuryMinPrice: 750_000 });
        times.push(performance.now() - t);
      }
      pins.push(`${percentile(times.sort((a, b) => a - b), 50).toFixed(1)} ms ${JSON.stringify(query)}`);
    }
    const typed = await typedAgainstPlain(handle, { luxuryMinPrice: 750_000 });
    return { driver, size, seedSeconds, cold, warm, pins, typed };
  } finally {
    await handle.close();
  }
}

const cluster = driverList.includes("postgres") ? await startPostgresCluster() : undefined;
const rows: Row[] = [];
try {
  for (const driver of driverList) {
    for (const size of sizes) {
      process.stderr.write(`${driver} ${size.toLocaleString("en-US")} listings…\n`);
      rows.push(await measure(driver, size, cluster));
    }
  }
} finally {
  await cluster?.stop();
}

const ms = (value: number) => value.toFixed(1);
console.log(`\nSearch latency in ms, ${mix.length} queries × ${rounds} rounds, one at a time (targets: p95 < 20 ms on PostgreSQL, < 60 ms on PGlite at 100k)`);
console.log("cold = counts computed for every search; warm = counts from the versioned cache\n");
console.log("| driver | listings | seed | cold p50 | cold p95 | cold p99 | cold q/s | warm p50 | warm p95 | warm p99 | warm q/s |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const { driver, size, seedSeconds, cold, warm } of rows) {
  const cells = [cold, warm].flatMap((l) => [ms(l.p50), ms(l.p95), ms(l.p99), l.qps.toFixed(0)]);
  console.log(`| ${driver} | ${size.toLocaleString("en-US")} | ${seedSeconds.toFixed(0)} s | ${cells.join(" | ")} |`);
}
console.log("\nSlowest queries by median (cold; warm):");
for (const { driver, size, cold, warm } of rows) {
  console.log(`  ${driver} ${size.toLocaleString("en-US")}: ${cold.slowest.join(", ")}; ${warm.slowest.join(", ")}`);
}
console.log("\nMap areas by median (cold; warm):");
for (const { driver, size, cold, warm } of rows) {
  console.log(`  ${driver} ${size.toLocaleString("en-US")}: ${cold.areas.join(", ")}; ${warm.areas.join(", ")}`);
}
console.log("\nMap pins by median (up to 5,000 per area):");
for (const { driver, size, pins } of rows) {
  console.log(`  ${driver} ${size.toLocaleString("en-US")}: ${pins.join(", ")}`);
}
console.log(`\nTyped searches (${typedQueries().length}, English and Spanish) against the same searches as filters, warm, ms (target: typed p95 within 10% of plain):`);
console.log("| driver | listings | plain p50 | plain p95 | typed p50 | typed p95 | typed/plain p95 | reading p50 | reading p99 |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const { driver, size, typed: { plain, typed, parse } } of rows) {
  const ratio = percentile(typed, 95) / percentile(plain, 95);
  console.log(`| ${driver} | ${size.toLocaleString("en-US")} | ${ms(percentile(plain, 50))} | ${ms(percentile(plain, 95))} | ${ms(percentile(typed, 50))} | ${ms(percentile(typed, 95))} | ${ratio.toFixed(2)} | ${percentile(parse, 50).toFixed(3)} | ${percentile(parse, 99).toFixed(3)} |`);
}
