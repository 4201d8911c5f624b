import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, listingViews } from "~/db/schema";
import { propertyPath } from "~/lib/property-path";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer } from "../support/server";

// The production server on a PostgreSQL cluster of its own, so that this test can read listing_views while it runs.
let cluster: PostgresCluster;
let server: RunningServer;
let handle: DatabaseHandle;
let path = "";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const KEY = "DEMO000003";

async function visit(url: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(`${server.url}${url}`, { redirect: "manual", ...init, headers: { "User-Agent": browser, ...(init.headers as Record<string, string>) } });
  await response.arrayBuffer();
  return response.status;
}

async function views(): Promise<number> {
  const rows = await handle.db.select({ views: listingViews.views }).from(listingViews).where(eq(listingViews.listingKey, KEY));
  return rows.reduce((sum, row) => sum + row.views, 0);
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServer({ DATABASE_URL: cluster.url, SEED_COUNT: "30" });
  handle = await connect({ databaseUrl: cluster.url });
  const [listing] = await handle.db.select().from(listings).where(eq(listings.listingKey, KEY));
  path = propertyPath("en", listing!);
});
afterAll(async () => {
  await handle?.close();
  await server?.stop();
  await cluster?.stop();
});

describe("property page views, counted by the server", () => {
  it("counts a rendered and a cached view, and no prefetch, HEAD, bot or other page", async () => {
    expect(await visit(path)).toBe(200);
    // The same anonymous request within a minute: answered from the page cache, without the loaders.
    expect(await visit(path)).toBe(200);
    expect(await visit(path, { headers: { "Sec-Purpose": "prefetch" } })).toBe(200);
    expect(await visit(path, { method: "HEAD" })).toBe(200);
    expect(await visit(path, { headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" } })).toBe(200);
    expect(await visit(`/en/property/${KEY}/wrong-slug`)).toBeGreaterThanOrEqual(300);
    expect(await visit("/en/search")).toBe(200);
    // The background flush runs every 15 s.
    await expect.poll(views, { timeout: 25_000, interval: 500 }).toBe(2);
  });

  it("counts a client navigation's .data request, and writes what is pending when the server stops", async () => {
    expect(await visit(`${path.replace("/en/property/", "/es/propiedad/")}.data`)).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(await views()).toBe(3);
  });
});
