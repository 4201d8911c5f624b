import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { ResoClient } from "./client.server";
import { backoffMs, defaultRetryPolicy, FeedError, retryAfterMs, type RetryPolicy } from "./http.server";
import { fieldKeyset, modificationKeyset, storedMarkOf } from "./keyset";
import { parseMetadata } from "./metadata";

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let root: string;
let requests: URL[] = [];
const waits: number[] = [];
const policy: RetryPolicy = { timeoutMs: 500, attempts: 4, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 10_000 };
const sleep = async (ms: number) => void waits.push(ms);

allowLocalDoublesForFile();

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(url);
    handler(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/odata`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  waits.length = 0;
});

const json = (response: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};
const key = (n: number) => `K${String(n).padStart(2, "0")}`;
const records = (from: number, count: number) => Array.from({ length: Math.max(0, count) }, (_, index) => ({ ListingKey: key(from + index) }));
/** The n in the keyset filter `ListingKey gt 'Knn'`, or -1 from the start. */
const afterOf = (url: URL) => Number(/ListingKey gt 'K(\d+)'/.exec(url.searchParams.get("$filter") ?? "")?.[1] ?? "-1");
const collect = async (client: ResoClient, top: number, count = false) => {
  const keys: string[] = [];
  const totals: (number | undefined)[] = [];
  for await (const page of client.pages("Property", { top, orderby: "ListingKey", count }, fieldKeyset("ListingKey", "City eq 'McAllen'"))) {
    keys.push(...page.records.map((record) => (record as { ListingKey: string }).ListingKey));
    totals.push(page.total);
  }
  return { keys, totals };
};
const seven = Array.from({ length: 7 }, (_, n) => key(n));

describe("paging by keyset", () => {
  it("asks for the records after the last one read, never with $skip, until nothing is after it", async () => {
    // A server that caps $top at 3 and sends no next links.
    handler = (_request, response, url) => {
      const from = afterOf(url) + 1;
      json(response, { value: records(from, Math.min(3, 7 - from)), ...(url.searchParams.get("$count") ? { "@odata.count": 7 } : {}) });
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    const { keys, totals } = await collect(client, 50, true);
    expect(keys).toEqual(seven);
    expect(totals).toEqual([7, undefined, undefined]);
    expect(requests.every((url) => !url.searchParams.has("$skip"))).toBe(true);
    expect(requests.map((url) => url.searchParams.get("$filter"))).toEqual([
      "(City eq 'McAllen')",
      "(City eq 'McAllen') and ListingKey gt 'K02'",
      "(City eq 'McAllen') and ListingKey gt 'K05'",
      "(City eq 'McAllen') and ListingKey gt 'K06'",
    ]);
    expect(requests.map((url) => url.searchParams.get("$count"))).toEqual(["true", null, null, null]);
  });

  it("follows @odata.nextLink while it moves on", async () => {
    handler = (_request, response, url) => {
      const from = url.searchParams.has("at") ? Number(url.searchParams.get("at")) : afterOf(url) + 1;
      const more = from + 2 < 7;
      json(response, { value: records(from, Math.min(2, 7 - from)), ...(more ? { "@odata.nextLink": `${root}/Property?at=${from + 2}` } : {}) });
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    expect((await collect(client, 2)).keys).toEqual(seven);
    expect(requests.filter((url) => url.searchParams.has("at"))).toHaveLength(3);
  });

  it("gives way to the keyset when a next link fails, answers nothing or repeats a page", async () => {
    for (const link of ["fails", "empty", "repeats"] as const) {
      requests = [];
      handler = (_request, response, url) => {
        if (url.searchParams.has("link")) {
          if (link === "fails") return json(response, { error: { code: "400", message: "$skip exceeds the maximum" } }, 400);
          return json(response, { value: link === "empty" ? [] : records(0, 2) });
        }
        const from = afterOf(url) + 1;
        json(response, { value: records(from, Math.min(2, 7 - from)), "@odata.nextLink": `${root}/Property?link=1&$skip=${from + 2}` });
      };
      const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
      expect((await collect(client, 2)).keys, link).toEqual(seven);
    }
  });

  it("gives way to the keyset when a next link points where the server is never sent, without asking it", async () => {
    for (const link of ["http://169.254.169.254/odata/Property?$skip=2", "http://[::1]:9/odata/Property?$skip=2"]) {
      requests = [];
      handler = (_request, response, url) => {
        const from = afterOf(url) + 1;
        json(response, { value: records(from, Math.min(2, 7 - from)), "@odata.nextLink": link });
      };
      const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
      expect((await collect(client, 2)).keys, link).toEqual(seven);
      expect(waits).toEqual([]);
    }
  });

  it("fails rather than loop when the server answers the same page after the cursor", async () => {
    handler = (_request, response) => json(response, { value: records(0, 2) });
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    await expect(collect(client, 2)).rejects.toBeInstanceOf(FeedError);
    expect(requests).toHaveLength(2);
  });
});

describe("the Property keyset", () => {
  it("keeps a server's sub-millisecond timestamps and quotes keys, and reads nothing else of a record into a filter", () => {
    const keyset = modificationKeyset("City eq 'Pharr'");
    const mark = keyset.cursorOf([{ ListingKey: "A'1", ModificationTimestamp: "2026-11-20T10:00:00.1234567Z" }, { ListingKey: "B", ModificationTimestamp: "garbage" }]);
    expect(mark).toEqual({ at: "2026-11-20T10:00:00.1234567Z", key: "A'1" });
    expect(keyset.after(mark)).toBe("(City eq 'Pharr') and (ModificationTimestamp gt 2026-11-20T10:00:00.1234567Z or (ModificationTimestamp eq 2026-11-20T10:00:00.1234567Z and ListingKey gt 'A''1'))");
    expect(keyset.cursorOf([{ ListingKey: "C", ModificationTimestamp: "Fri, 20 Nov 2026 10:00:00 GMT) or (1 eq 1" }])).toBeNull();
    expect(keyset.cursorOf([{ ListingKey: "C", ModificationTimestamp: "Fri, 20 Nov 2026 10:00:00 GMT" }])).toEqual({ at: "2026-11-20T10:00:00.000Z", key: "C" });
  });

  it("leaves no stored mark on a record dated beyond tomorrow", () => {
    const now = new Date("2026-11-28T00:00:00Z");
    const records = [{ ListingKey: "A", ModificationTimestamp: "2026-11-27T00:00:00Z" }, { ListingKey: "B", ModificationTimestamp: "2099-01-01T00:00:00Z" }];
    expect(storedMarkOf(records, now)).toEqual({ at: new Date("2026-11-27T00:00:00Z"), key: "A" });
  });
});

describe("auth", () => {
  const tokens: string[] = [];
  const oauth = (expiresIn: number, rejectFirst = false) => {
    let issued = 0;
    let rejected = !rejectFirst;
    handler = (request, response, url) => {
      if (url.pathname === "/token") {
        issued += 1;
        return json(response, { access_token: `tok${issued}`, token_type: "Bearer", expires_in: expiresIn });
      }
      // The first request of each walk (the one after it only finds the end).
      if (afterOf(url) >= 0) return json(response, { value: [] });
      tokens.push(request.headers.authorization ?? "");
      if (!rejected) {
        rejected = true;
        return json(response, { error: "expired" }, 401);
      }
      json(response, { value: records(0, 1) });
    };
  };
  beforeEach(() => (tokens.length = 0));

  it("sends a bearer token", async () => {
    handler = (request, response) => json(response, { value: [], echo: request.headers.authorization });
    const client = new ResoClient({ url: root, auth: { token: "secret" }, policy, sleep });
    await collect(client, 10);
    expect(requests).toHaveLength(1);
  });

  it("renews a client-credentials token before it runs out", async () => {
    oauth(3_600);
    let now = 0;
    const client = new ResoClient({ url: root, auth: { clientId: "id", clientSecret: "s", tokenUrl: `${root.replace("/odata", "")}/token` }, policy, sleep, now: () => now });
    await collect(client, 10);
    now = 3_000_000;
    await collect(client, 10);
    now = 3_550_000;
    await collect(client, 10);
    expect(tokens).toEqual(["Bearer tok1", "Bearer tok1", "Bearer tok2"]);
  });

  it("renews once after a 401", async () => {
    oauth(3_600, true);
    const client = new ResoClient({ url: root, auth: { clientId: "id", clientSecret: "s", tokenUrl: `${root.replace("/odata", "")}/token` }, policy, sleep });
    expect((await collect(client, 10)).keys).toEqual(["K00"]);
    expect(tokens).toEqual(["Bearer tok1", "Bearer tok2"]);
  });

  it("gives up on a bearer token the server refuses", async () => {
    handler = (_request, response) => json(response, {}, 401);
    const client = new ResoClient({ url: root, auth: { token: "bad" }, policy, sleep });
    await expect(collect(client, 10)).rejects.toMatchObject({ status: 401 });
  });
});

describe("failures", () => {
  it("waits what Retry-After says on 429 and 503, in seconds or as a date", async () => {
    let calls = 0;
    handler = (_request, response, url) => {
      calls += 1;
      if (calls === 1) return json(response, {}, 429, { "Retry-After": "2" });
      if (calls === 2) return json(response, {}, 503, { "Retry-After": new Date(Date.now() + 4_000).toUTCString() });
      json(response, { value: afterOf(url) < 0 ? records(0, 1) : [] });
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    expect((await collect(client, 10)).keys).toEqual(["K00"]);
    expect(waits[0]).toBe(2_000);
    expect(waits[1]).toBeGreaterThan(2_000);
    expect(waits[1]).toBeLessThanOrEqual(4_000);
  });

  it("retries a network error and a 500, then succeeds", async () => {
    let calls = 0;
    handler = (request, response, url) => {
      calls += 1;
      if (calls === 1) return request.socket.destroy();
      if (calls === 2) return json(response, {}, 500);
      json(response, { value: afterOf(url) < 0 ? records(0, 1) : [] });
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    expect((await collect(client, 10)).keys).toEqual(["K00"]);
    expect(waits).toHaveLength(2);
  });

  it("times out a server that does not answer, and fails after its attempts", async () => {
    handler = () => undefined;
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy: { ...policy, timeoutMs: 50, attempts: 2 }, sleep });
    await expect(collect(client, 10)).rejects.toMatchObject({ status: 0, code: "FEED_NETWORK" });
    expect(requests).toHaveLength(2);
  });

  it("does not retry a feed the outgoing guard refuses, and fails with its code", async () => {
    const client = new ResoClient({ url: "http://10.0.0.5/odata", auth: { token: "t" }, policy, sleep });
    await expect(collect(client, 10)).rejects.toMatchObject({ code: "OUTGOING_REFUSED", reason: "private" });
    expect(waits).toEqual([]);
  });

  it("does not retry a 400", async () => {
    handler = (_request, response) => json(response, {}, 400);
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    await expect(collect(client, 10)).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });

  it("refuses a photo over the size cap", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "image/jpeg" });
      response.end(Buffer.alloc(2_000));
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    await expect(client.download(`${root}/photo.jpg`, 1_000)).rejects.toMatchObject({ code: "OUTGOING_TOO_LARGE" });
    expect((await client.download(`${root}/photo.jpg`, 5_000)).byteLength).toBe(2_000);
  });

  it("reads Retry-After and backs off with jitter", () => {
    expect(retryAfterMs("120")).toBe(120_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 10:00:10 GMT", Date.parse("2026-11-25T10:00:00Z"))).toBe(10_000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(backoffMs(3, defaultRetryPolicy, () => 1)).toBe(4_000);
    expect(backoffMs(20, defaultRetryPolicy, () => 1)).toBe(defaultRetryPolicy.maxDelayMs);
  });
});

describe("$metadata", () => {
  const xml = `<?xml version="1.0"?><edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx"><edmx:DataServices>
    <Schema Namespace="org.reso.metadata" xmlns="http://docs.oasis-open.org/odata/ns/edm">
      <EntityType Name="Property"><Key><PropertyRef Name="ListingKey"/></Key>
        <Property Name="ListingKey" Type="Edm.String"/><Property Name="ListPrice" Type="Edm.Decimal"/><Property Name="City" Type="Edm.String"/>
        <NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/></EntityType>
      <EntityType Name="Media"><Property Name="MediaKey" Type="Edm.String"/><Property Name="MediaURL" Type="Edm.String"/></EntityType>
      <EnumType Name="StandardStatus"><Member Name="Active" Value="0"/><Member Name="Closed" Value="1"/></EnumType>
      <EntityContainer Name="Default"><EntitySet Name="Property" EntityType="org.reso.metadata.Property"/><EntitySet Name="Media" EntityType="org.reso.metadata.Media"/></EntityContainer>
    </Schema></edmx:DataServices></edmx:Edmx>`;

  it("learns fields, expansion, the Media resource and enumerations", () => {
    const metadata = parseMetadata(xml);
    expect([...metadata.propertyFields]).toEqual(["ListingKey", "ListPrice", "City"]);
    expect(metadata.expandsMedia).toBe(true);
    expect(metadata.mediaResource).toBe(true);
    expect(metadata.enumMembers.get("StandardStatus")).toEqual(["Active", "Closed"]);
  });

  it("reads it once and selects only fields the server has", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/xml" });
      response.end(xml);
    };
    const client = new ResoClient({ url: root, auth: { token: "t" }, policy, sleep });
    expect(await client.selectFor("Property")).toEqual(["ListingKey", "ListPrice", "City"]);
    expect(await client.selectFor("Media")).toEqual(["MediaKey", "MediaURL"]);
    expect(requests).toHaveLength(1);
  });
});
