import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, media, mlsPhotoRetries, mlsSyncState } from "~/db/schema";
import { MLS_SOURCE, PROPERTY_RESOURCE } from "~/features/mls/model";
import { mlsEn } from "~/i18n/mls.en";
import { mlsEs } from "~/i18n/mls.es";
import { propertyEn } from "~/i18n/property.en";
import { propertyEs } from "~/i18n/property.es";
import { type Lang, pages, propertyPrefix } from "~/lib/routes";
import { connect, type DatabaseHandle } from "~/server/db/connect.server";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { makeGarbageRecord, makeMalformedRecord, makeRecord, type PropertyRecord } from "../support/reso-records";
import { type ResoServer, startResoServer } from "../support/reso-server";
import { browserForFile, desktop, phone } from "../support/browser";
import { localDoubles } from "../support/local-doubles";
import { agentSession, createAgentWithCli, signedInContext } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { repoRoot, type RunningServer, startServer } from "../support/server";

// The production server syncing from the test RESO server into a PostgreSQL cluster of its own: its
// background job runs the full import (its first pass, soon after start); the later passes are
// `npm run mls:sync` on the same database and data folder, so the test need not wait for the
// interval (a day here, so that no background pass overlaps them).
const TOKEN = "e2e-feed-token";
/** One made-up street word per record, so a search for it finds that record only. */
const words = [
  "Zinnia", "Quillwort", "Larkspur", "Marigold", "Yarrow", "Foxglove", "Heliotrope", "Snapdragon", "Verbena", "Columbine", "Bluebonnet", "Primrose",
  "Wisteria", "Oleander", "Gardenia", "Hibiscus", "Jasmine", "Lantana", "Plumbago", "Firebush", "Salvia", "Coreopsis", "Gaillardia", "Penstemon",
  "Anisacanthus", "Mistflower", "Frostweed", "Goldeneye", "Skeletonleaf", "Cenizo", "Huisache", "Anacua", "Retama", "Guayacan", "Tepeguaje",
];
const wordOf = (n: number) => words[n - 1] ?? "Unnamed";

let cluster: PostgresCluster;
let handle: DatabaseHandle;
let reso: ResoServer;
let site: RunningServer | undefined;
let dataDir: string;
const browser = browserForFile();

/** Record n of the factory on a street named by its own word, with one photo (two for record 1). */
function record(n: number, patch: Partial<PropertyRecord> = {}) {
  const made = makeRecord(n, { photos: n === 1 ? 2 : 1 });
  const street = `${wordOf(n)} Ln`;
  const { City, PostalCode, StreetNumber } = made.record;
  return { record: { ...made.record, StreetName: street, UnparsedAddress: `${String(StreetNumber)} ${street}, ${String(City)}, TX ${String(PostalCode)}`, ...patch }, media: made.media };
}

const CLIENT = { id: "rgv-site", secret: "e2e-client-secret" };
const garbageKinds = ["number", "date", "string", "lookup"] as const;
/** The site's feed settings: a bearer token for the server, OAuth2 client credentials for the CLI passes. */
function feedEnv(auth: "token" | "oauth"): Record<string, string> {
  const credentials: Record<string, string> = auth === "token" ? { RESO_TOKEN: TOKEN } : { RESO_CLIENT_ID: CLIENT.id, RESO_CLIENT_SECRET: CLIENT.secret, RESO_TOKEN_URL: reso.tokenUrl };
  // The feed is the test's double on this machine: the allow list lets it through (ADR 0011).
  return { DATABASE_URL: cluster.url, DATA_DIR: dataDir, RESO_URL: reso.url, RESO_FILTER: "CountyOrParish eq 'Hidalgo'", ...localDoubles, ...credentials };
}

/** `npm run mls:sync` (its script, without npm in between so that a kill reaches the pass itself). */
function startCliPass(): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/mls-sync.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: site?.url ?? "http://localhost", ...feedEnv("oauth") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, done: new Promise((resolve) => child.once("exit", (code) => resolve({ code, output }))) };
}

async function cliPass(): Promise<string> {
  const { code, output } = await startCliPass().done;
  expect(code, output).toBe(0);
  return output;
}

const syncState = async () => (await handle.db.select().from(mlsSyncState).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE)))[0];

async function passFinishedAfter(startedAt: number, timeout: number): Promise<void> {
  await expect.poll(async () => (await syncState())?.lastRunFinishedAt?.getTime() ?? 0, { timeout, interval: 250 }).toBeGreaterThan(startedAt);
}

/** The site's rows for feed records, found by the feed's ListingKey or ListingId. */
async function siteRows(ns: number[]) {
  const feed = ns.map((n) => makeRecord(n).record);
  return handle.db
    .select({ listingKey: listings.listingKey, listingId: listings.listingId })
    .from(listings)
    .where(and(eq(listings.originatingSystemName, MLS_SOURCE), or(inArray(listings.listingKey, feed.map((r) => r.ListingKey)), inArray(listings.listingId, feed.map((r) => String(r.ListingId))))));
}

async function siteKey(n: number): Promise<string> {
  const [row] = await siteRows([n]);
  return row?.listingKey ?? makeRecord(n).record.ListingKey;
}

async function page(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${site?.url}${path}`);
  return { status: response.status, body: await response.text() };
}

/** The property page by key; a link with any slug redirects to the canonical one. */
const propertyPage = async (lang: Lang, n: number) => page(`${propertyPrefix[lang]}${encodeURIComponent(await siteKey(n))}/x`);
const searchFor = (lang: Lang, n: number) => page(`${pages.search[lang]}?q=${wordOf(n)}`);
const linkOf = async (lang: Lang, n: number) => `${propertyPrefix[lang]}${encodeURIComponent(await siteKey(n))}/`;
/** A text's fixed part before its first placeholder. */
const lead = (text: string) => text.slice(0, text.indexOf("{") < 0 ? undefined : text.indexOf("{")).trim();
const disclaimerLead = { en: lead(mlsEn.disclaimerPending).replace(/\.$/, ""), es: lead(mlsEs.disclaimerPending).replace(/\.$/, "") };
const courtesyLead = { en: lead(propertyEn.idx.courtesyOffice), es: lead(propertyEs.idx.courtesyOffice) };

beforeAll(async () => {
  cluster = await startPostgresCluster();
  handle = await connect({ databaseUrl: cluster.url });
  // Like several production MLS servers: pages of five with $skip next links, and $skip itself ignored (an empty page).
  reso = await startResoServer({ token: TOKEN, clients: [CLIENT], maxPageSize: 5, nextLinks: "skip", skip: "empty" });
  dataDir = mkdtempSync(path.join(tmpdir(), "rgv-mls-e2e-"));
  for (let n = 1; n <= 12; n++) {
    const patch: Partial<PropertyRecord> =
      n === 5 ? { PropertySubType: "Treehouse" } : n === 6 ? { InternetEntireListingDisplayYN: false } : n === 8 ? { InternetAddressDisplayYN: false } : {};
    const { record: feedRecord, media: photos } = record(n, patch);
    reso.put(feedRecord, photos);
  }
  reso.put(makeMalformedRecord(13).record, []);
  // Sound listings, each with garbage in one field (a trillion-dollar area, no such day, a huge name, an unknown subtype).
  for (const [index, kind] of garbageKinds.entries()) {
    const { record: feedRecord, media: photos } = record(15 + index);
    const { record: bad } = makeGarbageRecord(15 + index, kind);
    reso.put({ ...bad, StreetName: feedRecord.StreetName, UnparsedAddress: feedRecord.UnparsedAddress }, photos);
  }
  // Outside RESO_FILTER: a Cameron County listing the site must never ask for.
  const outside = record(14, { CountyOrParish: "Cameron" });
  reso.put(outside.record, outside.media);
  // The second page of the first pass is rate-limited once.
  reso.faults.add({ kind: "status", status: 429, retryAfterSeconds: 1 }, 1, "/Property", 1);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await reso?.close();
  await handle?.close();
  await cluster?.stop();
});

describe("MLS sync from a RESO Web API", () => {
  it("imports the whole feed at start, honouring Retry-After, IDX flags and RESO_FILTER", async () => {
    const startedAt = Date.now();
    site = await startServer({ ...feedEnv("token"), RESO_SYNC_MINUTES: "1440", SEED_COUNT: "0" });
    await passFinishedAfter(startedAt, 60_000);
    const state = await syncState();
    expect(state?.fullImportDone).toBe(true);
    expect(state?.lastError ?? null).toBeNull();
    // One pass read the whole feed, the server's empty $skip pages notwithstanding; the garbage cost values, not listings.
    expect(state?.lastCounts).toMatchObject({ read: 17, total: 17, failed: 1, skipped: { ListPrice: 1 } });
    expect(state?.lastCounts?.dropped).toMatchObject({ BuildingAreaTotal: 1, OnMarketDate: 1, SubdivisionName: 1, PropertySubType: 2 });
    expect(reso.dataRequests("Property").some((entry) => entry.params.has("$skip") && entry.status === 200)).toBe(true);

    const limited = reso.dataRequests("Property").find((entry) => entry.status === 429);
    expect(limited).toBeDefined();
    const retried = reso.dataRequests("Property").find((entry) => entry.at > (limited?.at ?? 0));
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(1000);
    expect(reso.dataRequests("Property").every((entry) => entry.params.get("$filter")?.includes("CountyOrParish eq 'Hidalgo'"))).toBe(true);

    const shown = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18];
    expect(await siteRows(shown)).toHaveLength(shown.length);
    for (const n of shown) {
      for (const lang of ["en", "es"] as const) {
        const property = await propertyPage(lang, n);
        expect(property.status, `record ${n} (${lang})`).toBe(200);
        expect(property.body).toContain(String(makeRecord(n).record.ListOfficeName));
        expect(property.body).toContain(courtesyLead[lang]);
        expect(property.body).toContain(disclaimerLead[lang]);
      }
      if (n !== 8) expect((await searchFor("en", n)).body).toContain(await linkOf("en", n));
    }
    expect((await searchFor("en", 2)).body).toContain(disclaimerLead.en);
    const spanishSearch = await searchFor("es", 2);
    expect(spanishSearch.body).toContain(await linkOf("es", 2));
    expect(spanishSearch.body).toContain(disclaimerLead.es);
    const remarks = String(makeRecord(1).record.PublicRemarks).slice(0, 60);
    expect((await propertyPage("en", 1)).body).toContain(remarks);
    // The feed has no Spanish remarks: the Spanish page shows the English ones, marked as such.
    const spanish = (await propertyPage("es", 1)).body;
    expect(spanish).toContain(remarks);
    expect(spanish).toContain(propertyEs.remarks.original);
    // Every shown listing's photos fetched once.
    for (const n of shown) for (const photo of reso.media.get(makeRecord(n).record.ListingKey) ?? []) expect(reso.downloadsOf(photo.MediaURL), photo.MediaKey).toBe(1);
    expect(await handle.db.select().from(media).where(eq(media.resourceRecordKey, await siteKey(1)))).toHaveLength(2);

    // Not on the internet, malformed, or outside the filter: on no page.
    for (const n of [6, 13, 14]) {
      expect([404, 410], `record ${n}`).toContain((await propertyPage("en", n)).status);
      expect((await searchFor("en", n)).body).not.toContain(await linkOf("en", n));
    }
    // Address withheld: the Donna card (with its courtesy line) and the pages show the listing without its street.
    const key8 = encodeURIComponent(await siteKey(8));
    for (const [lang, url] of [["en", pages["donna-homes"].en], ["es", pages["donna-homes"].es], ["en", `${propertyPrefix.en}${key8}/x`], ["es", `${propertyPrefix.es}${key8}/x`]] as const) {
      const withheld = await page(url);
      expect(withheld.body).toContain(await linkOf(lang, 8));
      expect(withheld.body).toContain(courtesyLead[lang]);
      expect(withheld.body.toLowerCase()).not.toContain(wordOf(8).toLowerCase());
    }
  }, 120_000);

  it("shows the agent what the pass read, dropped and skipped, in both languages, on a phone and a desktop", async () => {
    const email = "mls-agent@example.com";
    const cookie = await agentSession(site!.url, await createAgentWithCli(dataDir, email, { DATABASE_URL: cluster.url }), email);
    for (const [path, t] of [["/en/agent/listings", mlsEn.status], ["/es/agente/propiedades", mlsEs.status]] as const) {
      for (const device of [phone, desktop]) {
        const context = await signedInContext(browser(), site!.url, cookie, device);
        try {
          const view = await context.newPage();
          await view.goto(path);
          const panel = view.getByTestId("mls-sync-status");
          await expect.poll(() => panel.innerText()).toContain(t.read.replace("{read}", "17").replace("{total}", "17"));
          const text = await panel.innerText();
          expect(text).toContain(t.dropped.slice(0, t.dropped.indexOf("{")));
          expect(text).toMatch(/SubdivisionName \(1\)/);
          expect(text).toContain(`${t.skipped.slice(0, t.skipped.indexOf("{"))}ListPrice (1)`);
          // The panel fits the screen: no line runs past it.
          expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await seriousViolations(view)).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  }, 120_000);

  it("applies changes, withdrawals and removals in the next incremental pass, re-fetching only a changed photo, refusing photos at private addresses", async () => {
    reso.update(makeRecord(2).record.ListingKey, { ListPrice: 412_000 });
    reso.update(makeRecord(3).record.ListingKey, { StandardStatus: "Withdrawn" });
    reso.remove(makeRecord(4).record.ListingKey);
    // The listing with an impossible OnMarketDate changes again: its price comes, its bad date stays out.
    reso.update(makeRecord(16).record.ListingKey, { ListPrice: 199_500 });
    const [changed, unchanged] = reso.media.get(makeRecord(1).record.ListingKey) ?? [];
    const photo = reso.updatePhoto(makeRecord(1).record.ListingKey, 1);
    // Record 7's MediaURLs turn hostile: the feed's own host spelled as a mapped loopback address, a cloud metadata URL, a redirect to loopback.
    const key7 = makeRecord(7).record.ListingKey;
    const [own7] = reso.media.get(key7) ?? [];
    const port = new URL(reso.origin).port;
    const hostile = [`http://[::ffff:127.0.0.1]:${port}${own7!.MediaURL}`, "http://169.254.169.254/latest/meta-data/?token=feed-secret", reso.redirectTo(`http://127.0.0.2:${port}${own7!.MediaURL}`)];
    reso.put(reso.records.get(key7)!, [own7!, ...hostile.map((MediaURL, index) => ({ ...own7!, MediaKey: `${key7}-hostile-${index}`, Order: 2 + index, MediaURL }))]);
    reso.update(key7, {});
    // The daily key reconciliation is due: the last one was two days ago.
    await handle.db.update(mlsSyncState).set({ lastReconciledAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(mlsSyncState.resource, PROPERTY_RESOURCE));
    const removedKeys = { withdrawn: await siteKey(3), removed: await siteKey(4) };
    const before = reso.requests.length;

    const output = await cliPass();
    expect(output).toMatch(/Incremental pass: \d+ of \d+ records; /);
    expect(output).toContain("1 value dropped (stored empty): OnMarketDate 1.");
    expect(output).toContain("No records skipped.");
    expect(reso.tokensIssued).toBeGreaterThan(0);
    const incremental = reso.requests.slice(before).filter((entry) => entry.path.endsWith("/Property") && entry.params.get("$filter")?.includes("ModificationTimestamp gt"));
    expect(incremental.length).toBeGreaterThan(0);

    await expect.poll(async () => (await propertyPage("en", 2)).body).toContain("$412,000");
    await expect.poll(async () => (await propertyPage("es", 16)).body).toContain("199,500");
    for (const lang of ["en", "es"] as const) {
      for (const [n, key] of [[3, removedKeys.withdrawn], [4, removedKeys.removed]] as const) {
        expect((await page(`${propertyPrefix[lang]}${encodeURIComponent(key)}/x`)).status, `record ${n} (${lang})`).toBe(410);
        expect((await searchFor(lang, n)).body).not.toContain(`${propertyPrefix[lang]}${encodeURIComponent(key)}/`);
      }
    }
    expect(changed && unchanged).toBeTruthy();
    expect(reso.downloadsOf(photo.MediaURL)).toBe(2);
    expect(reso.downloadsOf(unchanged?.MediaURL ?? "")).toBe(1);

    // Refused before any request to them, each with a line naming why and the host; the listing keeps its own photo and nothing waits for a retry.
    const refusals = output.split("\n").filter((line) => line.includes('"outgoing request refused"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(refusals.map(({ what, reason, host }) => ({ what, reason, host }))).toEqual(
      expect.arrayContaining([
        { what: "mls photo", reason: "loopback", host: `[::ffff:7f00:1]:${port}` },
        { what: "mls photo", reason: "link-local", host: "169.254.169.254" },
        { what: "mls photo", reason: "loopback", host: `127.0.0.2:${port}` },
      ]),
    );
    expect(refusals).toHaveLength(3);
    expect(output).not.toMatch(/meta-data|feed-secret/);
    expect(reso.downloadsOf(own7!.MediaURL)).toBe(1);
    expect(reso.downloadsOf(hostile[2]!)).toBe(1);
    expect(await handle.db.select().from(media).where(eq(media.resourceRecordKey, await siteKey(7)))).toHaveLength(1);
    expect(await handle.db.select().from(mlsPhotoRetries).where(eq(mlsPhotoRetries.listingKey, await siteKey(7)))).toEqual([]);
  });

  it("resumes a pass killed halfway without a gap or a duplicate", async () => {
    const added = Array.from({ length: 15 }, (_, index) => 21 + index);
    for (const n of added) {
      const { record: feedRecord, media: photos } = record(n);
      reso.put({ ...feedRecord, ModificationTimestamp: reso.nextStamp() }, photos);
    }
    // The pass stores its first page of five, then waits on the second until the server is killed.
    let release = () => {};
    reso.faults.add({ kind: "hold", released: new Promise<void>((resolve) => (release = resolve)) }, 1, "/Property", 1);
    const killed = startCliPass();
    await expect.poll(async () => (await syncState())?.highWaterKey, { timeout: 30_000, interval: 200 }).toBe(makeRecord(25).record.ListingKey);
    killed.child.kill("SIGKILL");
    await killed.done;
    release();
    expect(await siteRows(added)).toHaveLength(5);

    await cliPass();
    const rows = await siteRows(added);
    expect(rows).toHaveLength(added.length);
    const photos = await handle.db.select({ key: media.resourceRecordKey }).from(media).where(inArray(media.resourceRecordKey, rows.map((row) => row.listingKey)));
    expect(photos).toHaveLength(added.length);
    // The first page's photos were not fetched again: the resumed pass started after it.
    for (const n of added) expect(reso.downloadsOf(reso.media.get(makeRecord(n).record.ListingKey)?.[0]?.MediaURL ?? ""), `record ${n}`).toBe(1);
    expect((await searchFor("en", 35)).body).toContain(await linkOf("en", 35));
  });
});
