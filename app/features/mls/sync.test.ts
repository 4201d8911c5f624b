import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { startResoServer, type ResoServer } from "../../../tests/support/reso-server";
import { listingKey, makeGarbageRecord, makeMalformedRecord } from "../../../tests/support/reso-records";
import { listingHistory, listings, media, mlsPhotoRetries, mlsSyncState } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { localStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/storage.server";
import { ResoClient } from "./client.server";
import { runSync, type SyncOptions } from "./sync.server";

const policy = { timeoutMs: 5_000, attempts: 2, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 60_000 };
const noWait = async () => undefined;

allowLocalDoublesForFile();

describe.each(drivers)("MLS sync on %s", (driver) => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let folder: string;
  let reso: ResoServer;
  let clock: number;

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    folder = await mkdtemp(join(tmpdir(), "mls-sync-"));
    storage = localStorage(folder);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(listings);
    await handle.db.delete(mlsSyncState);
    reso = await startResoServer({ token: "secret" });
    // The feed's clock is the real one (an update is stamped now), and the sync refuses records dated beyond tomorrow.
    clock = Date.now();
  });
  afterEach(() => reso.close());

  const sync = (options: Partial<SyncOptions> = {}) =>
    runSync(handle.db, { client: new ResoClient({ url: reso.url, auth: { token: "secret" }, policy, sleep: noWait }), storage, pageSize: 2, now: () => new Date(clock), ...options });
  const row = async (key: string) => (await handle.db.select().from(listings).where(eq(listings.listingKey, key)))[0];
  const photosOf = (key: string) => handle.db.select().from(media).where(eq(media.resourceRecordKey, key)).orderBy(asc(media.order));
  const historyOf = (key: string) => handle.db.select().from(listingHistory).where(eq(listingHistory.listingKey, key)).orderBy(asc(listingHistory.id));
  const total = async () => (await handle.db.select({ n: count() }).from(listings))[0]?.n;
  const state = async () => (await handle.db.select().from(mlsSyncState))[0];

  it("imports the whole feed with photos, then reconciles", async () => {
    reso.load(5);
    const report = await sync();
    expect(report).toMatchObject({ ok: true, full: true, reconciled: true, counts: { new: 5, updated: 0, removed: 0, failed: 0, photos: 10 } });
    expect(await total()).toBe(5);
    const first = await row(listingKey(1));
    expect(first).toMatchObject({ originatingSystemName: "mls", standardStatus: "Active", listingId: "MLS400001", listOfficeName: "Palm Realty Group" });
    const photos = await photosOf(listingKey(1));
    expect(photos.map((photo) => photo.shortDescription)).toEqual(["Front of the house", "Photo 2"]);
    const stored = await storage.get(photos[0]!.storageKey!);
    expect((await sharp(stored!).metadata()).format).toBe("jpeg");
    expect(await historyOf(listingKey(1))).toMatchObject([{ event: "listed", status: "Active" }]);
    expect(await state()).toMatchObject({ fullImportDone: true, feedSize: 5, highWaterKey: listingKey(5), lastError: null });
  });

  it("then passes only what changed: new, updated with price history, off the market", async () => {
    reso.load(4);
    await sync();
    const before = await row(listingKey(1));
    reso.update(listingKey(1), { ListPrice: 199_000 });
    reso.update(listingKey(2), { StandardStatus: "Withdrawn" });
    reso.load(1, {}, 5);
    reso.update(listingKey(5), {});
    const requestsBefore = reso.dataRequests("Property").length;
    const report = await sync();
    expect(report.counts).toMatchObject({ new: 1, updated: 1, removed: 1, failed: 0, photos: 2 });
    const filters = reso.dataRequests("Property").slice(requestsBefore).map((entry) => entry.params.get("$filter") ?? "");
    expect(filters[0]).toContain(`ListingKey gt '${listingKey(4)}'`);
    expect(await row(listingKey(1))).toMatchObject({ listPrice: 199_000, previousListPrice: before!.listPrice });
    expect((await historyOf(listingKey(1))).at(-1)).toMatchObject({ event: "price", price: 199_000, previousPrice: before!.listPrice });
    expect(await row(listingKey(2))).toMatchObject({ standardStatus: "Withdrawn" });
    expect((await historyOf(listingKey(2))).at(-1)).toMatchObject({ event: "status", status: "Withdrawn" });
  });

  it("downloads a photo again only when its URL or timestamp changes", async () => {
    reso.load(2);
    await sync();
    const url = (key: string, order: number) => reso.media.get(key)!.find((item) => item.Order === order)!.MediaURL;
    expect(reso.downloadsOf(url(listingKey(1), 1))).toBe(1);
    reso.update(listingKey(1), { ListPrice: 210_000 });
    await sync();
    expect(reso.downloadsOf(url(listingKey(1), 1))).toBe(1);
    const oldPhotos = await photosOf(listingKey(1));
    reso.updatePhoto(listingKey(1), 2, { newUrl: true });
    const report = await sync();
    expect(report.counts.photos).toBe(1);
    expect(reso.downloadsOf(url(listingKey(1), 1))).toBe(1);
    expect(reso.downloadsOf(url(listingKey(1), 2))).toBe(1);
    const photos = await photosOf(listingKey(1));
    expect(photos[0]!.mediaKey).toBe(oldPhotos[0]!.mediaKey);
    expect(photos[1]!.mediaKey).not.toBe(oldPhotos[1]!.mediaKey);
    expect(await storage.get(oldPhotos[1]!.storageKey!)).toBeNull();
  });

  it("imports a listing whose photo fails, counting the photo", async () => {
    reso.load(2);
    const photos = reso.media.get(listingKey(1))!;
    reso.put(reso.records.get(listingKey(1))!, [{ ...photos[0]!, MediaURL: "/media/missing.jpg" }, photos[1]!]);
    const report = await sync();
    expect(report).toMatchObject({ ok: true, photosFailed: 1, counts: { new: 2, failed: 0, photos: 3 } });
    expect((await photosOf(listingKey(1))).map((photo) => photo.order)).toEqual([0]);
  });

  it("resumes a pass stopped halfway without a gap or a duplicate, keeping what it stored", async () => {
    reso.load(6, { sameStampGroup: 2 });
    reso.faults.add({ kind: "status", status: 503, retryAfterSeconds: 0 }, 10, "/Property", 1);
    const failed = await sync();
    expect(failed).toMatchObject({ ok: false, error: "FeedError HTTP_503" });
    expect(await total()).toBe(2);
    expect(await state()).toMatchObject({ highWaterKey: listingKey(2), fullImportDone: false, lastError: "FeedError HTTP_503", lastSuccessAt: null });
    reso.faults.clear();
    const resumed = await sync();
    expect(resumed).toMatchObject({ ok: true, full: true, counts: { new: 4, updated: 0 } });
    expect(await total()).toBe(6);
    const listed = await handle.db.select({ n: count() }).from(listingHistory).where(eq(listingHistory.event, "listed"));
    expect(listed[0]?.n).toBe(6);
  });

  it("a failed run leaves the last good data and records the error", async () => {
    reso.load(3);
    await sync();
    const good = await state();
    reso.faults.add({ kind: "status", status: 503, retryAfterSeconds: 0 }, 10, "/$metadata");
    const report = await sync();
    expect(report.ok).toBe(false);
    expect(await total()).toBe(3);
    expect(await state()).toMatchObject({ lastError: "FeedError HTTP_503", lastSuccessAt: good!.lastSuccessAt });
  });

  it("takes listings off the market when the feed hides them or no longer has them", async () => {
    reso.load(4);
    await sync();
    reso.update(listingKey(1), { InternetEntireListingDisplayYN: false });
    reso.remove(listingKey(2));
    expect((await sync()).counts.removed).toBe(1);
    expect(await row(listingKey(1))).toMatchObject({ standardStatus: "Delete" });
    expect(await row(listingKey(2))).toMatchObject({ standardStatus: "Active" });
    clock += 25 * 3_600_000;
    const report = await sync();
    expect(report).toMatchObject({ reconciled: true, counts: { removed: 1 } });
    expect(await row(listingKey(2))).toMatchObject({ standardStatus: "Delete" });
    expect(await state()).toMatchObject({ feedSize: 3 });
  });

  it("skips a bad record by key, imports unknown lookups, and merges the agent's own listing", async () => {
    reso.load(3);
    const bad = makeMalformedRecord(4);
    reso.put(bad.record, bad.media);
    reso.put({ ...reso.records.get(listingKey(3))!, PropertySubType: "Treehouse" });
    const own = makeListing({ listingKey: "AOWN00001", listingId: "MLS400001", originatingSystemName: "agent" });
    await handle.db.insert(listings).values(own.listing);
    const report = await sync();
    expect(report.counts).toMatchObject({ new: 2, failed: 1 });
    expect(await row(listingKey(1))).toBeUndefined();
    expect(await row("AOWN00001")).toMatchObject({ originatingSystemName: "agent", listingId: "MLS400001" });
    expect(await row(listingKey(3))).toMatchObject({ propertySubType: null, standardStatus: "Active" });
    expect(await row(listingKey(4))).toBeUndefined();
  });

  it("drops the agent's MLS copy at an own listing's address at the next pass, changed or not", async () => {
    reso.load(2);
    await sync();
    const copy = await row(listingKey(2));
    await handle.db.insert(listings).values(makeListing({ listingKey: "AOWN00003", listingId: "AOWN00003", originatingSystemName: "agent", unparsedAddress: copy!.unparsedAddress.toUpperCase(), postalCode: copy!.postalCode }).listing);
    expect((await sync({ agentMlsId: copy!.listAgentMlsId })).counts.removed).toBe(1);
    expect(await row(listingKey(2))).toBeUndefined();
    expect(await row("AOWN00003")).toBeDefined();
  });

  const servers: [string, Parameters<typeof startResoServer>[0]][] = [
    ["ignores $skip (answers an empty page)", { skip: "empty", maxPageSize: 20 }],
    ["caps $skip at 100", { skip: { cap: 100 }, maxPageSize: 20 }],
    ["sends no next links", { nextLinks: "none", maxPageSize: 20 }],
    ["caps $top at 20", { topCap: 20 }],
  ];
  it.each(servers)("imports every displayable listing in one pass from a server that %s", async (_behaviour, options) => {
    await reso.close();
    reso = await startResoServer({ token: "secret", ...options });
    reso.load(130, { photos: 0 });
    const hidden = new Set<number>();
    for (let n = 7; n <= 130; n += 13) reso.update(listingKey(hidden.add(n) && n), { InternetEntireListingDisplayYN: false });
    for (let n = 5; n <= 130; n += 31) reso.update(listingKey(hidden.add(n) && n), { StandardStatus: "Withdrawn" });
    const report = await sync({ pageSize: 50 });
    expect(report).toMatchObject({ ok: true, full: true, reconciled: true, counts: { read: 130, total: 130, new: 130 - hidden.size, failed: 0 } });
    expect(await total()).toBe(130 - hidden.size);
    expect(await state()).toMatchObject({ feedSize: 130 });
    // A price changed in the feed reaches the site at the next pass, whichever listing it is.
    reso.update(listingKey(3), { ListPrice: 287_000 });
    expect(await sync({ pageSize: 50 })).toMatchObject({ ok: true, full: false, counts: { read: 1, total: 1, updated: 1 } });
    expect(await row(listingKey(3))).toMatchObject({ listPrice: 287_000 });
  });

  it("imports a feed with garbage in one pass, dropping only the bad values; the next pass goes on past them", async () => {
    reso.load(12, { photos: 0 });
    const garbage = (["number", "date", "string", "lookup"] as const).map((kind, index) => makeGarbageRecord(13 + index, kind, { photos: 0 }));
    for (const { record, media: photos } of garbage) reso.put(record, photos);
    const bad = makeMalformedRecord(17);
    reso.put(bad.record, bad.media);
    const report = await sync({ pageSize: 5 });
    expect(report).toMatchObject({ ok: true, full: true, counts: { read: 17, total: 17, new: 16, failed: 1, skipped: { ListPrice: 1 } } });
    expect(report.counts.dropped).toEqual({ BuildingAreaTotal: 1, ClosePrice: 1, OnMarketDate: 1, SubdivisionName: 1, PropertySubType: 1 });
    expect(await row(garbage[0]!.record.ListingKey)).toMatchObject({ buildingAreaTotal: null, closePrice: null, livingArea: garbage[0]!.record.LivingArea });
    expect(await row(garbage[1]!.record.ListingKey)).toMatchObject({ onMarketDate: null, city: garbage[1]!.record.City });
    expect(await row(garbage[2]!.record.ListingKey)).toMatchObject({ subdivisionName: null });
    expect(await row(garbage[3]!.record.ListingKey)).toMatchObject({ propertySubType: null, propertyType: "Residential" });
    expect((await state())?.lastCounts).toMatchObject({ dropped: report.counts.dropped, skipped: { ListPrice: 1 } });

    reso.update(garbage[2]!.record.ListingKey, { ListPrice: 333_000 });
    reso.load(3, { photos: 0 }, 18);
    const second = await sync({ pageSize: 5 });
    expect(second).toMatchObject({ ok: true, full: false, counts: { new: 3, updated: 1 } });
    expect(await row(garbage[2]!.record.ListingKey)).toMatchObject({ listPrice: 333_000, subdivisionName: null });
    expect(await row(listingKey(20))).toBeDefined();
  });

  it("writes a page the database refuses one listing at a time, skipping only the refused one, the mark past it", async () => {
    reso.load(6, { photos: 1 });
    const storedOf = (key: string) => readdir(join(folder, "listings", key)).catch(() => [] as string[]);
    const before = await storedOf(listingKey(3));
    await handle.db.execute(sql.raw(`ALTER TABLE listings ADD CONSTRAINT test_refuses_one CHECK (listing_key <> '${listingKey(3)}')`));
    try {
      const report = await sync({ pageSize: 6 });
      expect(report).toMatchObject({ ok: true, counts: { new: 5, failed: 1, skipped: { refusedByDatabase: 1 }, photos: 6 } });
      expect(await row(listingKey(3))).toBeUndefined();
      expect(await row(listingKey(4))).toBeDefined();
      expect(await state()).toMatchObject({ highWaterKey: listingKey(6) });
      // Its photo, stored before the write, did not stay.
      expect(await storedOf(listingKey(3))).toEqual(before);
      expect(await photosOf(listingKey(4))).toHaveLength(1);
    } finally {
      await handle.db.execute(sql.raw("ALTER TABLE listings DROP CONSTRAINT test_refuses_one"));
    }
  });

  it("tries a failed photo again on later passes with backoff, the listing shown meanwhile", async () => {
    reso.load(2);
    const [first] = reso.media.get(listingKey(1))!;
    reso.unavailablePhotos.add(first!.MediaKey);
    expect(await sync()).toMatchObject({ ok: true, photosFailed: 1, counts: { new: 2 } });
    expect((await photosOf(listingKey(1))).map((photo) => photo.shortDescription)).toEqual(["Photo 2"]);
    clock += 60_000;
    expect((await sync()).retries).toEqual({ listings: 1, recovered: 0, failed: 1, givenUp: 0 });
    clock += 60_000;
    expect((await sync()).retries.listings).toBe(0);
    reso.unavailablePhotos.clear();
    clock += 15 * 60_000;
    expect((await sync()).retries).toEqual({ listings: 1, recovered: 1, failed: 0, givenUp: 0 });
    expect((await photosOf(listingKey(1))).map((photo) => photo.shortDescription)).toEqual(["Front of the house", "Photo 2"]);
    expect(await handle.db.select().from(mlsPhotoRetries)).toEqual([]);
    expect(reso.downloadsOf(first!.MediaURL)).toBe(3);
  });

  it("refuses photos at loopback, private and link-local addresses or redirected there, says why, and never tries them again", async () => {
    reso.load(1, { photos: 2 });
    const [front, second] = reso.media.get(listingKey(1))!;
    const port = new URL(reso.origin).port;
    // The double itself, spelled as an IPv4-mapped address: it would answer, were it asked.
    const mapped = `http://[::ffff:127.0.0.1]:${port}${front!.MediaURL}`;
    const hostile = [
      mapped,
      "https://10.0.0.5/photo.jpg",
      "http://169.254.169.254/latest/meta-data/iam?token=secret",
      reso.redirectTo(`http://127.0.0.2:${port}${front!.MediaURL}`),
    ];
    reso.put(reso.records.get(listingKey(1))!, [
      front!,
      second!,
      ...hostile.map((MediaURL, index) => ({ ...second!, MediaKey: `hostile-${index}`, Order: 3 + index, MediaURL })),
    ]);
    reso.unavailablePhotos.add(second!.MediaKey);
    const warnings: Record<string, unknown>[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
    try {
      expect(await sync()).toMatchObject({ ok: true, photosFailed: 5, counts: { new: 1, photos: 1 } });
      expect((await photosOf(listingKey(1))).map((photo) => photo.shortDescription)).toEqual(["Front of the house"]);
      const refusals = warnings.filter((line) => line.msg === "outgoing request refused").map(({ what, reason, host }) => ({ what, reason, host }));
      expect(refusals).toEqual(
        expect.arrayContaining([
          { what: "mls photo", reason: "loopback", host: `[::ffff:7f00:1]:${port}` },
          { what: "mls photo", reason: "private", host: "10.0.0.5" },
          { what: "mls photo", reason: "link-local", host: "169.254.169.254" },
          { what: "mls photo", reason: "loopback", host: `127.0.0.2:${port}` },
        ]),
      );
      expect(refusals).toHaveLength(4);
      expect(JSON.stringify(warnings)).not.toMatch(/meta-data|secret|\/media\//);
      // Only the photo that may still come is kept for a later pass; the refused ones are not.
      const [entry] = await handle.db.select().from(mlsPhotoRetries);
      expect(entry).toMatchObject({ listingKey: listingKey(1), missing: 1 });
      expect(entry!.photos.map((photo) => photo.url).some((url) => hostile.includes(url))).toBe(false);

      reso.unavailablePhotos.clear();
      warnings.length = 0;
      clock += 60_000;
      expect((await sync()).retries).toEqual({ listings: 1, recovered: 1, failed: 0, givenUp: 0 });
      expect(warnings.filter((line) => line.msg === "outgoing request refused")).toEqual([]);
      expect(await handle.db.select().from(mlsPhotoRetries)).toEqual([]);
      // The front photo was fetched by its own URL only, never through its loopback spelling or the redirect.
      expect(reso.downloadsOf(front!.MediaURL)).toBe(1);
      expect(reso.downloadsOf(hostile[3]!)).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("gives a photo up after its last try, until the record changes", async () => {
    reso.load(1);
    const [first] = reso.media.get(listingKey(1))!;
    reso.unavailablePhotos.add(first!.MediaKey);
    await sync();
    const given: number[] = [];
    for (let pass = 0; pass < 6; pass += 1) {
      clock += 13 * 60 * 60_000;
      given.push((await sync()).retries.givenUp);
    }
    expect(given).toEqual([0, 0, 0, 0, 1, 0]);
    expect(await handle.db.select().from(mlsPhotoRetries)).toEqual([]);
    reso.unavailablePhotos.clear();
    reso.update(listingKey(1), { ListPrice: 199_000 });
    clock = Date.now() + 60_000;
    expect(await sync()).toMatchObject({ photosFailed: 0, counts: { photos: 1 } });
    expect(await photosOf(listingKey(1))).toHaveLength(2);
  });

  it("drops an earlier MLS copy once the agent's listing carries its MLS number", async () => {
    reso.load(2);
    await sync();
    await handle.db.insert(listings).values(makeListing({ listingKey: "AOWN00002", listingId: "AOWN00002", originatingSystemName: "agent", listAgentMlsId: null, unparsedAddress: "x", postalCode: "78501" }).listing);
    await handle.db.update(listings).set({ listingId: "MLS400001-old" }).where(eq(listings.listingKey, listingKey(1)));
    await handle.db.update(listings).set({ listingId: "MLS400001" }).where(eq(listings.listingKey, "AOWN00002"));
    reso.update(listingKey(1), {});
    expect((await sync()).counts.removed).toBe(1);
    expect(await row(listingKey(1))).toBeUndefined();
    expect(await handle.db.select().from(media).where(and(eq(media.resourceRecordKey, listingKey(1))))).toEqual([]);
  });
});

describe("the sync against servers that differ", () => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
    folder = await mkdtemp(join(tmpdir(), "mls-variants-"));
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("works with enum lookups, no next links, client credentials with expiring tokens, and a 429", async () => {
    const reso = await startResoServer({ clients: [{ id: "site", secret: "s3cret" }], lookupStyle: "enum", nextLinks: "none", tokenTtlSeconds: 3_600 });
    try {
      reso.load(5);
      reso.update(listingKey(2), { StandardStatus: "ActiveUnderContract", PropertySubType: "Treehouse" });
      const waits: number[] = [];
      const client = () => new ResoClient({ url: reso.url, auth: { clientId: "site", clientSecret: "s3cret", tokenUrl: reso.tokenUrl }, policy, sleep: async (ms) => void waits.push(ms) });
      reso.faults.add({ kind: "status", status: 429, retryAfterSeconds: 3 }, 1, "/Property", 1);
      const report = await runSync(handle.db, { client: client(), storage: localStorage(folder), pageSize: 2 });
      expect(report).toMatchObject({ ok: true, counts: { new: 5, failed: 0 } });
      expect(waits).toContain(3_000);
      expect(reso.dataRequests("Property").some((entry) => entry.params.has("$skip"))).toBe(false);
      const [row] = await handle.db.select().from(listings).where(eq(listings.listingKey, listingKey(2)));
      expect(row).toMatchObject({ standardStatus: "ActiveUnderContract", propertySubType: null });
      reso.expireTokens();
      reso.update(listingKey(3), { ListPrice: 123_000 });
      const shared = client();
      expect(await runSync(handle.db, { client: shared, storage: localStorage(folder), pageSize: 2 })).toMatchObject({ ok: true, counts: { updated: 1 } });
      reso.expireTokens();
      reso.update(listingKey(4), { ListPrice: 124_000 });
      expect(await runSync(handle.db, { client: shared, storage: localStorage(folder), pageSize: 2 })).toMatchObject({ ok: true, counts: { updated: 1 } });
      expect(reso.tokensIssued).toBe(3);
    } finally {
      await reso.close();
    }
  });
});

describe("a server that does not expand Media", () => {
  it("asks the Media resource for the page's photos", async () => {
    const handle = await openTestDatabase("pglite");
    const folder = await mkdtemp(join(tmpdir(), "mls-media-"));
    const reso = await startResoServer({ token: "t" });
    // In front of the test server: the same answers, but $metadata without Property's Media navigation.
    const front = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(`${reso.origin}${request.url}`, { headers: { Authorization: request.headers.authorization ?? "" } });
        const text = await upstream.text();
        response.writeHead(upstream.status, { "Content-Type": upstream.headers.get("content-type") ?? "application/json" });
        response.end(request.url?.includes("$metadata") ? text.replace(/<NavigationProperty Name="Media"[^>]*\/>/g, "") : text);
      })();
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    try {
      reso.load(3, { photos: 3 });
      const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/odata`;
      const report = await runSync(handle.db, { client: new ResoClient({ url, auth: { token: "t" }, policy, sleep: noWait }), storage: localStorage(folder), pageSize: 2 });
      expect(report).toMatchObject({ ok: true, counts: { new: 3, photos: 9 } });
      expect(reso.dataRequests("Media").length).toBeGreaterThan(0);
      expect(reso.dataRequests("Property").every((entry) => !entry.params.has("$expand"))).toBe(true);
      const photos = await handle.db.select().from(media).where(eq(media.resourceRecordKey, listingKey(2))).orderBy(asc(media.order));
      expect(photos.map((photo) => photo.shortDescription)).toEqual(["Front of the house", "Photo 2", "Photo 3"]);
    } finally {
      front.close();
      await reso.close();
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
