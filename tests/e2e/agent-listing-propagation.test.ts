import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, outbox, user } from "~/db/schema";
import { blankValues, parseListingForm, type ListingFormValues } from "~/features/agent-listings/listing-form";
import { valuesOf } from "~/features/agent-listings/listing-form";
import { changeStatus, createListing, ownListing, updateListing } from "~/features/agent-listings/listings.server";
import { similarListings } from "~/features/listings/listing.server";
import { runAlerts } from "~/features/saved-searches/alerts.server";
import { createSavedSearch } from "~/features/saved-searches/saved-searches.server";
import { propertyPath } from "~/lib/property-path";
import { pages } from "~/lib/routes";
import { demoSite } from "~/lib/site";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { computeMarketReport } from "~/features/market/figures.server";
// The alert mails are written in the saved search's language, as the server has them loaded.
import "~/i18n/all-texts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type RunningServer, startServer } from "../support/server";

// The production server on a PostgreSQL cluster of its own, which this test also writes to as the agent's editor would:
// what it changes must reach every public page within seconds, without a restart.
let cluster: PostgresCluster;
let server: RunningServer;
let handle: DatabaseHandle;

const agent = { id: "agent-propagation", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };
const street = "4821 Quetzal Ln";
/** Public pages a published McAllen home appears on (SEED_COUNT 30 leaves room among the first twelve of each). */
const publicPages = { search: `${pages.search.en}?q=quetzal`, category: pages["mcallen-homes"].en, city: pages.mcallen.en, sitemap: "/sitemap.xml" };

function form(values: ListingFormValues) {
  const parsed = parseListingForm({ ...blankValues("mcallen"), zip: "78504", address: street, price: "289,000", bedrooms: "3", fullBaths: "2", halfBaths: "1", livingArea: "1850", ...values });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

async function page(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
}

/** Polls until every page shows (or none shows) the text: pages are kept up to 60 s, but a listing change retires them within a second. */
async function expectEverywhere(paths: string[], text: string, shown: boolean, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const bodies = await Promise.all(paths.map(async (path) => [path, (await page(path)).body.includes(text)] as const));
    const wrong = bodies.filter(([, has]) => has !== shown).map(([path]) => path);
    if (wrong.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${shown ? "missing from" : "still on"} ${wrong.join(", ")} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = new URL(cluster.url);
  server = await startServer({ DATABASE_URL: url.toString(), SEED_COUNT: "30" });
  handle = await connect({ databaseUrl: url.toString() });
  await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "agent-propagation@example.com", emailVerified: true, role: "agent" });
  // Every public page once before the listing exists, so that each is kept in the page cache and must be retired.
  for (const path of Object.values(publicPages)) expect((await page(path)).status).toBe(200);
});
afterAll(async () => {
  await handle?.close();
  await server?.stop();
  await cluster?.stop();
});

describe("an own listing reaches the public site within seconds", () => {
  let key = "";
  const alertsFor = async (name: string) =>
    (await handle.db.select({ text: outbox.text, subject: outbox.subject }).from(outbox).where(eq(outbox.kind, "search-alert"))).filter((mail) => mail.subject.includes(name));

  it("keeps a draft off every public page, the market figures, similar listings and alerts", async () => {
    const options = { site: demoSite, publicUrl: server.url };
    await createSavedSearch(handle.db, { userId: agent.id, name: "Quetzal any", query: "q=quetzal", lang: "en", frequency: "instant" });
    await createSavedSearch(handle.db, { userId: agent.id, name: "Quetzal under 280k", query: "q=quetzal&maxPrice=280000", lang: "en", frequency: "instant" });
    const marketBefore = await computeMarketReport(handle.db);

    key = await createListing(handle.db, form({}), agent, listedBy);
    const draft = await ownListing(handle.db, key);
    expect(draft?.standardStatus).toBe("Incomplete");
    // Long enough for any kept page to be retired by the listings version, had the draft been shown.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expectEverywhere(Object.values(publicPages), street, false, 0);
    await expectEverywhere([publicPages.sitemap], key, false, 0);
    expect((await page(propertyPath("en", draft!))).status).toBe(404);
    expect((await computeMarketReport(handle.db)).homes).toEqual(marketBefore.homes);
    const [neighbour] = await handle.db.select().from(listings).limit(1);
    expect((await similarListings(handle.db, { ...neighbour!, listPrice: 289_000, propertyType: "Residential" }, 24)).map((listing) => listing.listingKey)).not.toContain(key);
    await runAlerts(handle.db, options);
    expect(await alertsFor("Quetzal any")).toEqual([]);
  });

  it("appears in search, its category, its city page and the sitemap once published, and alerts its saved search", async () => {
    expect(await changeStatus(handle.db, key, { to: "Active" }, agent)).toBe(true);
    const listing = await ownListing(handle.db, key);
    await expectEverywhere([publicPages.search, publicPages.category, publicPages.city], street, true);
    await expectEverywhere([publicPages.sitemap], propertyPath("en", listing!), true);
    expect((await page(propertyPath("en", listing!))).status).toBe(200);

    await runAlerts(handle.db, { site: demoSite, publicUrl: server.url });
    expect((await alertsFor("Quetzal any")).map((mail) => mail.text).join("\n")).toContain(street);
    expect(await alertsFor("Quetzal under 280k")).toEqual([]);
  });

  it("a price reduction into a saved search's range queues its alert, and shows at the new price", async () => {
    const before = await ownListing(handle.db, key);
    const values = valuesOf(before!);
    expect(await updateListing(handle.db, key, form({ ...values, price: "275000" }), agent)).toBe(true);
    expect(await ownListing(handle.db, key)).toMatchObject({ listPrice: 275_000, previousListPrice: 289_000 });
    await expectEverywhere([publicPages.search], "$275,000", true);

    await runAlerts(handle.db, { site: demoSite, publicUrl: server.url });
    const [alert, ...more] = await alertsFor("Quetzal under 280k");
    expect(more).toEqual([]);
    expect(alert?.text).toContain(street);
  });
});
