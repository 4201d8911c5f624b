import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { ENUM_NAMESPACE, type ResoServer, type ResoServerOptions, startResoServer } from "./reso-server";
import { listingKey, makeMalformedRecord } from "./reso-records";

type Page = { value: Record<string, unknown>[]; "@odata.nextLink"?: string; "@odata.count"?: number };

let server: ResoServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: ResoServerOptions = {}, records = 0): Promise<ResoServer> {
  server = await startResoServer({ token: "secret", ...options });
  server.load(records);
  return server;
}

function get(url: string, token = "secret"): Promise<Response> {
  return fetch(url, { headers: { Authorization: `Bearer ${token}` } });
}

async function page(reso: ResoServer, query: string, token?: string): Promise<Page> {
  const response = await get(`${reso.url}/Property?${query}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

const keys = (body: Page) => body.value.map((row) => row.ListingKey);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("RESO test server", () => {
  it("serves CSDL metadata with Property, Media and lookups in either style", async () => {
    const reso = await start({ lookupStyle: "string" });
    const xml = await (await get(`${reso.url}/$metadata`)).text();
    expect(xml).toContain('<EntityType Name="Property">');
    expect(xml).toContain('<Property Name="InternetAddressDisplayYN" Type="Edm.Boolean"/>');
    expect(xml).toMatch(/<Property Name="StandardStatus" Type="Edm.String"><Annotation Term="RESO.OData.Metadata.LookupName" String="StandardStatus"\/>/);
    expect(xml).toContain('<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>');
    expect(xml).toContain('<EntitySet Name="Media"');
    const lookups = (await (await get(`${reso.url}/Lookup?${q({ $filter: "LookupName eq 'StandardStatus'" })}`)).json()) as Page;
    expect(lookups.value.map((row) => row.LookupValue)).toContain("ActiveUnderContract");

    await reso.close();
    const enums = await start({ lookupStyle: "enum" }, 1);
    enums.put({ ...enums.records.get(listingKey(1))!, PropertySubType: "Treehouse" });
    const enumXml = await (await get(`${enums.url}/$metadata`)).text();
    expect(enumXml).toContain(`<Property Name="StandardStatus" Type="${ENUM_NAMESPACE}.StandardStatus"/>`);
    expect(enumXml).toContain(`<Property Name="OtherStructures" Type="Collection(${ENUM_NAMESPACE}.OtherStructures)"/>`);
    expect(enumXml).toMatch(/<EnumType Name="PropertySubType">[\s\S]*<Member Name="Treehouse"/);
  });

  it("pages by next link, by opaque skip token, or only by $skip", async () => {
    for (const nextLinks of ["skip", "skiptoken"] as const) {
      const reso = await start({ nextLinks, maxPageSize: 4 }, 10);
      const seen: unknown[] = [];
      let url: string | undefined = `${reso.url}/Property?${q({ $top: "1000", $count: "true" })}`;
      while (url) {
        const body = (await (await get(url)).json()) as Page;
        expect(body["@odata.count"]).toBe(10);
        seen.push(...keys(body));
        url = body["@odata.nextLink"];
      }
      expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => listingKey(i + 1)));
      await reso.close();
    }
    const reso = await start({ nextLinks: "none", maxPageSize: 4 }, 10);
    const first = await page(reso, q({ $top: "4" }));
    expect(first["@odata.nextLink"]).toBeUndefined();
    expect(keys(await page(reso, q({ $top: "4", $skip: "8" })))).toEqual([listingKey(9), listingKey(10)]);
    // $top above the server's page size gets the page size.
    expect(keys(await page(reso, q({ $top: "50" })))).toHaveLength(4);
  });

  it("filters and orders the way an incremental sync asks, ties broken by ListingKey", async () => {
    const reso = await start({}, 0);
    reso.load(9, { sameStampGroup: 3 });
    const stamp = reso.records.get(listingKey(4))!.ModificationTimestamp;
    const filter = `ModificationTimestamp gt ${stamp} or (ModificationTimestamp eq ${stamp} and ListingKey gt '${listingKey(5)}')`;
    const body = await page(reso, q({ $filter: filter, $orderby: "ModificationTimestamp,ListingKey", $top: "100" }));
    expect(keys(body)).toEqual([6, 7, 8, 9].map(listingKey));
    expect(keys(await page(reso, q({ $filter: `ModificationTimestamp ge ${stamp}`, $orderby: "ModificationTimestamp desc,ListingKey desc" })))).toEqual([9, 8, 7, 6, 5, 4].map(listingKey));

    reso.update(listingKey(2), { StandardStatus: "Pending" });
    const enumFilter = `StandardStatus eq ${ENUM_NAMESPACE}.StandardStatus'Pending' and (City eq 'Mission' or City eq 'McAllen')`;
    expect(keys(await page(reso, q({ $filter: enumFilter })))).toEqual([listingKey(2)]);
    expect(keys(await page(reso, q({ $filter: "StandardStatus eq 'Active' and City eq 'McAllen'" })))).toEqual([1, 9].map(listingKey));
    // Records 3 (Pharr, $262,500) and 4 (Edinburg, $300,000).
    expect(keys(await page(reso, q({ $filter: "not (ListPrice lt 280000) and City in ('Pharr', 'Edinburg')" })))).toEqual([listingKey(4)]);
    const bad = await get(`${reso.url}/Property?${q({ $filter: "Nonsense eq 1" })}`);
    expect(bad.status).toBe(400);
  });

  it("selects fields and expands Media in Order; Media is its own resource too", async () => {
    const reso = await start({}, 2);
    reso.media.set(listingKey(1), [...reso.media.get(listingKey(1))!].reverse());
    const body = await page(reso, q({ $select: "ListingKey,ListPrice", $expand: "Media", $filter: `ListingKey eq '${listingKey(1)}'` }));
    expect(Object.keys(body.value[0]!).sort()).toEqual(["ListPrice", "ListingKey", "Media"]);
    const media = body.value[0]!.Media as { Order: number; MediaURL: string }[];
    expect(media.map((item) => item.Order)).toEqual([1, 2]);
    expect(media[0]!.MediaURL).toBe(`${reso.origin}/media/${listingKey(1)}-M1.jpg`);
    const own = (await (await get(`${reso.url}/Media?${q({ $filter: `ResourceRecordKey eq '${listingKey(2)}'`, $orderby: "Order" })}`)).json()) as Page;
    expect(own.value.map((item) => item.MediaKey)).toEqual([`${listingKey(2)}-M1`, `${listingKey(2)}-M2`]);
  });

  it("serves distinct JPEG photos and counts downloads by URL", async () => {
    const reso = await start({ photoOrientation: 6 }, 1);
    const [first, second] = reso.media.get(listingKey(1))!;
    const bytes = async (path: string) => Buffer.from(await (await fetch(`${reso.origin}${path}`)).arrayBuffer());
    const one = await bytes(first!.MediaURL);
    expect((await sharp(one).metadata()).orientation).toBe(6);
    expect((await sharp(one).stats()).dominant).not.toEqual((await sharp(await bytes(second!.MediaURL)).stats()).dominant);
    expect(reso.downloadsOf(first!.MediaURL)).toBe(1);
    const changed = reso.updatePhoto(listingKey(1), 1, { newUrl: true });
    expect(changed.MediaURL).not.toBe(first!.MediaURL);
    await bytes(changed.MediaURL);
    expect(reso.downloadsOf(changed.MediaURL)).toBe(1);
    expect(reso.downloadsOf(first!.MediaURL)).toBe(1);
  });

  it("refuses requests without a valid bearer token", async () => {
    const reso = await start({}, 1);
    const response = await get(`${reso.url}/Property`, "wrong");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect((await fetch(`${reso.url}/Property`)).status).toBe(401);
  });

  it("issues client-credentials tokens by Basic auth or form, which expire", async () => {
    const reso = await start({ token: undefined, clients: [{ id: "site", secret: "s3cret" }], tokenTtlSeconds: 1 }, 1);
    const byBasic = await fetch(reso.tokenUrl, {
      method: "POST",
      headers: { Authorization: `Basic ${Buffer.from("site:s3cret").toString("base64")}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const token = ((await byBasic.json()) as { access_token: string; expires_in: number }).access_token;
    expect((await get(`${reso.url}/Property`, token)).status).toBe(200);
    const byForm = await fetch(reso.tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: "site", client_secret: "s3cret" }) });
    expect(byForm.status).toBe(200);
    const wrong = await fetch(reso.tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: "site", client_secret: "nope" }) });
    expect(wrong.status).toBe(401);
    expect((await fetch(reso.tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "password" }) })).status).toBe(400);
    await expect.poll(async () => (await get(`${reso.url}/Property`, token)).status, { timeout: 3000, interval: 200 }).toBe(401);
    expect(reso.tokensIssued).toBe(2);
  });

  it("injects 429/503 with Retry-After, connection resets and slow pages", async () => {
    const reso = await start({}, 3);
    reso.faults.add({ kind: "status", status: 429, retryAfterSeconds: 2 }, 2, "/Property");
    for (const _ of [1, 2]) {
      const limited = await get(`${reso.url}/Property`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("2");
    }
    expect((await get(`${reso.url}/Property`)).status).toBe(200);
    reso.faults.add({ kind: "status", status: 503, retryAfterSeconds: 1 });
    expect((await get(`${reso.url}/$metadata`)).status).toBe(503);
    reso.faults.add({ kind: "reset" });
    await expect(get(`${reso.url}/Property`)).rejects.toThrow();
    reso.faults.add({ kind: "delay", ms: 300 });
    const started = Date.now();
    expect((await get(`${reso.url}/Property`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // A hold after one page: the first request goes through, the second waits until released.
    let release = () => {};
    reso.faults.add({ kind: "hold", released: new Promise<void>((resolve) => (release = resolve)) }, 1, "/Property", 1);
    expect((await get(`${reso.url}/Property`)).status).toBe(200);
    let held = true;
    const second = get(`${reso.url}/Property`).finally(() => (held = false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held).toBe(true);
    release();
    expect((await second).status).toBe(200);
    expect(reso.faults.fired).toMatchObject({ status: 3, reset: 1, delay: 1, hold: 1 });
  });

  it("changes, removes and corrupts records between passes", async () => {
    const reso = await start({}, 3);
    const before = reso.records.get(listingKey(2))!.ModificationTimestamp;
    const after = reso.update(listingKey(2), { ListPrice: 123_456 }).ModificationTimestamp;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    reso.remove(listingKey(3));
    reso.put(makeMalformedRecord(4).record);
    const body = await page(reso, q({ $orderby: "ModificationTimestamp,ListingKey" }));
    expect(keys(body)).toEqual([1, 4, 2].map(listingKey));
    expect(body.value.find((row) => row.ListingKey === listingKey(4))!.ListPrice).toBe("call agent");
    expect((await get(`${reso.url}/Property('${listingKey(3)}')`)).status).toBe(404);
  });
});
