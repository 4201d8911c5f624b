import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../../tests/support/database";
import { allowLocalDoublesForFile } from "../../../../tests/support/local-doubles";
import { startTranslateDouble, type TranslateDouble } from "../../../../tests/support/translate-double";
import { listings, listingsVersion, remarksTranslations } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { MLS_SOURCE } from "../model";
import { remarksHash } from "./hash.server";
import { retryDelayMs, translateRemarks } from "./remarks.server";
import { libreTranslate } from "./translators.server";

allowLocalDoublesForFile();

const policy = { timeoutMs: 5_000, attempts: 2, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 60_000 };
const noWait = async () => undefined;

describe("the hash of the English", () => {
  it("is the sha256 the database computes for the same text, accents and all", async () => {
    expect(remarksHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(remarksHash("Casita")).not.toBe(remarksHash("Casita "));
  });

  it("waits longer after each failure, a week at most", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([3_600_000, 7_200_000, 14_400_000]);
    expect(retryDelayMs(30)).toBe(7 * 24 * 3_600_000);
  });
});

describe.each(drivers)("translating remarks in the MLS pass on %s", (driver) => {
  let handle: DatabaseHandle;
  let double: TranslateDouble;
  const now = new Date("2026-03-01T12:00:00Z");

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    double = await startTranslateDouble();
  }, 60_000);
  afterAll(async () => {
    await double.stop();
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(listings);
    const rows = [
      { listingKey: "M1", publicRemarks: "Covered patio near the university." },
      { listingKey: "M2", publicRemarks: "Quiet street with a pool." },
      { listingKey: "M3", publicRemarks: "Corner lot.", remarksEs: "Lote en esquina, escrito por la agente del listado." },
      { listingKey: "M4", publicRemarks: null },
      { listingKey: "OWN1", publicRemarks: "Her own words.", originatingSystemName: "agent" },
    ];
    await handle.db.insert(listings).values(rows.map((row) => makeListing({ originatingSystemName: MLS_SOURCE, remarksEs: null, ...row, photos: 0 }).listing));
  });
  afterEach(() => {
    double.heal();
    double.texts.length = 0;
  });

  const translator = () => libreTranslate(double.url, undefined, { policy, sleep: noWait });
  const pass = (at = now, limit = 100) => translateRemarks(handle.db, { translator: translator(), limit, now: at });
  const row = async (key: string) => (await handle.db.select().from(listings).where(eq(listings.listingKey, key)))[0];

  it("translates MLS English only: not her own listings, not remarks with Spanish of their own", async () => {
    const counts = await pass();
    expect(counts).toMatchObject({ translated: 2, failed: 0, pending: 0 });
    expect(counts.characters).toBeGreaterThan(0);
    expect((await row("M1"))?.remarksEsMachine).toBe("Terraza techada cerca de la universidad.");
    expect((await row("M1"))?.remarksEsMachineOf).toBe(remarksHash("Covered patio near the university."));
    expect((await row("M3"))?.remarksEsMachine).toBeNull();
    expect((await row("OWN1"))?.remarksEsMachine).toBeNull();
    expect(double.texts).toHaveLength(2);
  });

  it("sends unchanged English never again, changed English again, and clears Spanish of old English", async () => {
    await pass();
    double.texts.length = 0;
    expect(await pass()).toMatchObject({ translated: 0, failed: 0, pending: 0 });
    expect(double.texts).toEqual([]);
    await handle.db.update(listings).set({ publicRemarks: "Quiet street with a pool and a casita." }).where(eq(listings.listingKey, "M2"));
    await handle.db.update(listings).set({ publicRemarks: "Covered patio." }).where(eq(listings.listingKey, "M1"));
    double.fail({ kind: "error", status: 500 }, Infinity);
    await pass();
    // The old Spanish is gone from the page and from search while the new English waits.
    expect((await row("M2"))?.remarksEsMachine).toBeNull();
    double.heal();
    await pass(new Date(now.getTime() + retryDelayMs(1)));
    expect((await row("M2"))?.remarksEsMachine).toBe("Tranquila calle con una alberca y una casita.");
  });

  it("translates at most the pass's bound, newest first, and counts the rest pending", async () => {
    expect(await pass(now, 1)).toMatchObject({ translated: 1, pending: 1 });
    expect(await pass(now, 1)).toMatchObject({ translated: 1, pending: 0 });
  });

  it("keeps the English of a failed remark, waits out its backoff, then tries again", async () => {
    double.fail({ kind: "error", status: 500 }, Infinity);
    expect(await pass()).toMatchObject({ translated: 0, failed: 2, pending: 0 });
    expect((await row("M1"))?.remarksEsMachine).toBeNull();
    const [failure] = await handle.db.select().from(remarksTranslations).where(eq(remarksTranslations.listingKey, "M1"));
    expect(failure).toMatchObject({ failures: 1, lastError: "FeedError HTTP_500", nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)) });
    double.heal();
    expect(await pass(new Date(now.getTime() + 60_000))).toMatchObject({ translated: 0, failed: 0, pending: 2 });
    expect(await pass(new Date(now.getTime() + retryDelayMs(1)))).toMatchObject({ translated: 2, failed: 0 });
  });

  it("fails only the remark whose placeholders the provider lost, or that it left out", async () => {
    double.fail({ kind: "short" });
    expect(await pass()).toMatchObject({ translated: 1, failed: 1 });
    await handle.db.delete(remarksTranslations);
    await handle.db.update(listings).set({ remarksEsMachine: null, remarksEsMachineOf: null });
    double.fail({ kind: "lose-placeholders" });
    // M1 and M2 both carry glossary terms.
    expect(await pass()).toMatchObject({ translated: 0, failed: 2 });
  });

  it("leaves the listings' version (and every cache) alone when there is nothing to do, and clears Spanish a listing now has its own of", async () => {
    await pass();
    const version = async () => (await handle.db.select().from(listingsVersion))[0]?.version;
    const before = await version();
    expect(await pass()).toMatchObject({ translated: 0, failed: 0, pending: 0 });
    expect(await version()).toBe(before);
    await handle.db.update(listings).set({ remarksEs: "Calle tranquila con alberca, en palabras de la agente." }).where(eq(listings.listingKey, "M2"));
    await pass();
    expect(await row("M2")).toMatchObject({ remarksEsMachine: null, remarksEsMachineOf: null });
  });

  it("puts the machine's Spanish in the search vector", async () => {
    await pass();
    const found = await handle.db
      .select({ key: listings.listingKey })
      .from(listings)
      .where(sql`${listings.searchVector} @@ to_tsquery('simple', 'alberca')`);
    expect(found.map((hit) => hit.key)).toEqual(["M2"]);
  });
});
