import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutgoingFetch, OutgoingRefused, OutgoingTimeout, OutgoingTooLarge, urlRefusal, type OutgoingRequest, type Resolver } from "./outgoing.server";

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly host: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
let handler: Handler;
let server: Server;
let port: number;
let origin: string;
let seen: Seen[];
let sockets: Set<Socket>;
let warnings: Record<string, unknown>[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method ?? "", path: request.url ?? "", host: request.headers.host ?? "", authorization: request.headers.authorization, body });
      handler(request, response, body);
    });
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  handler = (_request, response) => response.end("hello");
  seen = [];
  sockets = new Set();
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
});
afterEach(() => vi.restoreAllMocks());

const ask: OutgoingRequest = { what: "test", timeoutMs: 2_000, maxBytes: 1_000_000 };
/** The production guard: nothing on the allow list. */
const strict = createOutgoingFetch({ allowHosts: [] });
/** The tests' guard: the local double by address, as OUTGOING_ALLOW_HOSTS=127.0.0.1 lets it through. */
const local = createOutgoingFetch({ allowHosts: ["127.0.0.1"] });
const text = (body: Uint8Array) => Buffer.from(body).toString();

/** A resolver answering these names, and failing like DNS for any other; counting its questions. */
function fakeDns(answers: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<OutgoingRefused> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OutgoingRefused);
  return error as OutgoingRefused;
}

describe("what the guard refuses before it connects", () => {
  it.each([
    ["http://127.0.0.1:{port}/push/secret-token?auth=x", "loopback"],
    ["http://2130706433:{port}/", "loopback"],
    ["https://0x7f.1:{port}/", "loopback"],
    ["https://017700000001:{port}/", "loopback"],
    ["https://127.1:{port}/", "loopback"],
    ["https://[::1]:{port}/", "loopback"],
    ["https://[::ffff:127.0.0.1]:{port}/", "loopback"],
    ["https://[64:ff9b::7f00:1]:{port}/", "loopback"],
    ["https://[2002:7f00:1::]:{port}/", "loopback"],
    ["https://169.254.169.254/latest/meta-data/", "link-local"],
    ["https://[fe80::1]/", "link-local"],
    ["https://10.0.0.5/", "private"],
    ["https://192.168.1.1:8443/", "private"],
    ["https://[fd12::1]/", "private"],
    ["https://0.0.0.0:{port}/", "unspecified"],
    ["https://[::]:{port}/", "unspecified"],
    ["https://224.0.0.1/", "multicast"],
    ["https://198.51.100.7/", "reserved"],
  ])("%s: %s, one log line with the host and no path", async (spelling, reason) => {
    const url = spelling.replace("{port}", String(port));
    const error = await refusal(strict(url, ask));
    expect(error).toMatchObject({ reason, code: "OUTGOING_REFUSED" });
    expect(seen).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ level: "warn", msg: "outgoing request refused", what: "test", reason, host: new URL(url).host })]);
    expect(JSON.stringify(warnings)).not.toMatch(/secret-token|auth=|meta-data/);
  });

  it("refuses plain http, other schemes and credentials for a public name, without asking DNS", async () => {
    const dns = fakeDns({});
    const guard = createOutgoingFetch({ allowHosts: [], resolve: dns });
    expect((await refusal(guard("http://push.example.com/x", ask))).reason).toBe("scheme");
    expect((await refusal(guard("ftp://push.example.com/x", ask))).reason).toBe("scheme");
    expect((await refusal(guard("https://user:hunter2@push.example.com/x", ask))).reason).toBe("credentials");
    expect(dns.calls).toEqual([]);
    expect(JSON.stringify(warnings)).not.toContain("hunter2");
  });

  it("says the same of a URL without a request (the push subscription's check)", () => {
    const push = (url: URL) => url.hostname === "fcm.googleapis.com";
    expect(urlRefusal(new URL("https://fcm.googleapis.com/fcm/send/x"), { allowHosts: [], permit: push })).toBeNull();
    expect(urlRefusal(new URL("https://push.example.com/x"), { allowHosts: [], permit: push })).toBe("unlisted");
    expect(urlRefusal(new URL("http://169.254.169.254/"), { allowHosts: [] })).toBe("link-local");
    expect(urlRefusal(new URL("http://127.0.0.1:9/"), { allowHosts: ["127.0.0.1"] })).toBeNull();
    expect(urlRefusal(new URL("file:///etc/passwd"), { allowHosts: [] })).toBe("scheme");
    expect(urlRefusal(new URL("javascript:alert(1)"), { allowHosts: ["127.0.0.1"] })).toBe("scheme");
  });
});

describe("DNS", () => {
  it("refuses a name any of whose addresses is not public, and never connects", async () => {
    const dns = fakeDns({ "loopback.example": ["127.0.0.1"], "mixed.example": ["93.184.215.14", "10.0.0.7"], "metadata.example": ["::ffff:169.254.169.254"] });
    const guard = createOutgoingFetch({ allowHosts: [], resolve: dns });
    expect(await refusal(guard(`https://loopback.example:${port}/x?token=1`, ask))).toMatchObject({ reason: "loopback", host: `loopback.example:${port}` });
    expect((await refusal(guard("https://mixed.example/", ask))).reason).toBe("private");
    expect((await refusal(guard("https://metadata.example/", ask))).reason).toBe("link-local");
    expect(seen).toEqual([]);
    expect(warnings.map((line) => line.reason)).toEqual(["loopback", "private", "link-local"]);
    expect(JSON.stringify(warnings)).not.toContain("token");
  });

  it("refuses localhost as the system's resolver answers it", async () => {
    expect((await refusal(strict(`https://localhost:${port}/`, ask))).reason).toBe("loopback");
    expect(seen).toEqual([]);
  });

  it("connects to the address it checked: one DNS question per connection, whose answer the socket uses", async () => {
    const dns = fakeDns({ "double.example": ["127.0.0.1"] });
    // Listed by name, so its private address is let through; no other resolver knows the name.
    const guard = createOutgoingFetch({ allowHosts: ["double.example"], resolve: dns });
    const response = await guard(`http://double.example:${port}/pinned`, ask);
    expect(text(response.body)).toBe("hello");
    expect(seen).toEqual([expect.objectContaining({ path: "/pinned", host: `double.example:${port}` })]);
    expect(dns.calls).toEqual(["double.example"]);
  });

  it("fails like a network error for a name DNS doesn't know", async () => {
    const guard = createOutgoingFetch({ allowHosts: [], resolve: fakeDns({}) });
    await expect(guard("https://nowhere.example/", ask)).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("the operator's allow list", () => {
  it("lets a listed address through over http, whatever its spelling in the URL, and nothing beside it", async () => {
    const response = await local(`${origin}/listed`, ask);
    expect({ status: response.status, body: text(response.body), url: response.url }).toEqual({ status: 200, body: "hello", url: `${origin}/listed` });
    expect(text((await local(`http://2130706433:${port}/decimal`, ask)).body)).toBe("hello");
    expect((await refusal(local(`http://[::ffff:127.0.0.1]:${port}/mapped`, ask))).reason).toBe("loopback");
    expect((await refusal(local(`http://127.0.0.2:${port}/other`, ask))).reason).toBe("loopback");
    expect(seen.map((request) => request.path)).toEqual(["/listed", "/decimal"]);
  });

  it("keeps a connection for the next request", async () => {
    const guard = createOutgoingFetch({ allowHosts: ["127.0.0.1"] });
    await guard(`${origin}/one`, ask);
    await guard(`${origin}/two`, ask);
    expect(sockets.size).toBe(1);
  });
});

describe("redirects", () => {
  /** `/hop/n` redirects to `/hop/n-1`; `/hop/0` answers. */
  const hops: Handler = (request, response) => {
    const left = Number(/^\/hop\/(\d+)/.exec(request.url ?? "")?.[1] ?? 0);
    if (left === 0) return response.end("arrived");
    response.writeHead(302, { Location: `/hop/${left - 1}` }).end();
  };

  it("follows three, and refuses the fourth with the host it pointed at", async () => {
    handler = hops;
    const response = await local(`${origin}/hop/3`, ask);
    expect({ body: text(response.body), url: response.url }).toEqual({ body: "arrived", url: `${origin}/hop/0` });
    seen = [];
    expect(await refusal(local(`${origin}/hop/4`, ask))).toMatchObject({ reason: "redirects", host: `127.0.0.1:${port}` });
    expect(seen).toHaveLength(4);
    expect((await refusal(local(`${origin}/hop/1`, { ...ask, redirects: 0 }))).reason).toBe("redirects");
  });

  it.each([
    ["http://169.254.169.254/latest/meta-data/?token=abc", "link-local", "169.254.169.254"],
    ["http://127.0.0.2:{port}/", "loopback", "127.0.0.2:{port}"],
    ["http://[::ffff:7f00:1]:{port}/", "loopback", "[::ffff:7f00:1]:{port}"],
    ["https://localhost:{port}/", "loopback", "localhost:{port}"],
    ["http://0x0a000001/", "private", "10.0.0.1"],
    ["http://push.example.com/", "scheme", "push.example.com"],
  ])("refuses a redirect to %s, checked as the first URL was", async (location, reason, host) => {
    handler = (_request, response) => response.writeHead(307, { Location: location.replace("{port}", String(port)) }).end();
    expect(await refusal(local(`${origin}/photo.jpg`, ask))).toMatchObject({ reason, host: host.replace("{port}", String(port)) });
    expect(seen.map((request) => request.path)).toEqual(["/photo.jpg"]);
    expect(warnings).toEqual([expect.objectContaining({ msg: "outgoing request refused", reason })]);
    expect(JSON.stringify(warnings)).not.toMatch(/token|meta-data|photo\.jpg/);
  });

  it("checks the caller's own list on every hop", async () => {
    handler = hops;
    const permit = (url: URL) => url.pathname !== "/hop/0";
    expect((await refusal(local(`${origin}/hop/2`, { ...ask, permit }))).reason).toBe("unlisted");
    expect(seen.map((request) => request.path)).toEqual(["/hop/2", "/hop/1"]);
  });

  it("goes on as a GET after a 303 and keeps a POST's body through a 307", async () => {
    handler = (request, response) => {
      if (request.url === "/see-other") return response.writeHead(303, { Location: "/after" }).end();
      if (request.url === "/temporary") return response.writeHead(307, { Location: "/after" }).end();
      response.end("done");
    };
    const post = { ...ask, method: "POST", headers: { "Content-Type": "text/plain" }, body: "payload" };
    await local(`${origin}/see-other`, post);
    await local(`${origin}/temporary`, post);
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: "POST", path: "/see-other", body: "payload" },
      { method: "GET", path: "/after", body: "" },
      { method: "POST", path: "/temporary", body: "payload" },
      { method: "POST", path: "/after", body: "payload" },
    ]);
  });

  it("sends the Authorization header on to the same origin only", async () => {
    const guard = createOutgoingFetch({ allowHosts: ["127.0.0.1", "cdn.example"], resolve: fakeDns({ "cdn.example": ["127.0.0.1"] }) });
    handler = (request, response) => {
      if (request.url === "/same") return response.writeHead(302, { Location: "/photo" }).end();
      if (request.url === "/elsewhere") return response.writeHead(302, { Location: `http://cdn.example:${port}/photo` }).end();
      response.end("photo");
    };
    const withToken = { ...ask, headers: { Authorization: "Bearer feed-token" } };
    await guard(`${origin}/same`, withToken);
    await guard(`${origin}/elsewhere`, withToken);
    expect(seen.map(({ host, path, authorization }) => [host.replace(`:${port}`, ""), path, authorization])).toEqual([
      ["127.0.0.1", "/same", "Bearer feed-token"],
      ["127.0.0.1", "/photo", "Bearer feed-token"],
      ["127.0.0.1", "/elsewhere", "Bearer feed-token"],
      ["cdn.example", "/photo", undefined],
    ]);
  });
});

describe("the size limit", () => {
  it("refuses a declared length over the limit before reading it, and takes one at the limit", async () => {
    handler = (_request, response) => response.writeHead(200, { "Content-Length": "2000" }).end(Buffer.alloc(2_000, 1));
    await expect(local(`${origin}/big`, { ...ask, maxBytes: 1_999 })).rejects.toBeInstanceOf(OutgoingTooLarge);
    expect((await local(`${origin}/big`, { ...ask, maxBytes: 2_000 })).body.byteLength).toBe(2_000);
  });

  it("counts a body without a length as it arrives", async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      for (let chunk = 0; chunk < 10; chunk += 1) response.write(Buffer.alloc(500, 2));
      response.end();
    };
    await expect(local(`${origin}/chunked`, { ...ask, maxBytes: 4_999 })).rejects.toMatchObject({ code: "OUTGOING_TOO_LARGE" });
    expect((await local(`${origin}/chunked`, { ...ask, maxBytes: 5_000 })).body.byteLength).toBe(5_000);
  });

  it("decodes gzip as fetch would, and counts what it decodes, so a compression bomb stops at the limit", async () => {
    const json = JSON.stringify({ value: Array.from({ length: 200 }, (_, n) => ({ ListingKey: `K${n}` })) });
    handler = (request, response) => {
      const body = request.url === "/bomb" ? gzipSync(Buffer.alloc(50_000_000)) : gzipSync(json);
      response.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": String(body.length) }).end(body);
    };
    expect(text((await local(`${origin}/page`, ask)).body)).toBe(json);
    await expect(local(`${origin}/bomb`, { ...ask, maxBytes: 1_000_000 })).rejects.toBeInstanceOf(OutgoingTooLarge);
  });
});

describe("the time limit", () => {
  it("ends a server that never answers at the call's time", async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(local(`${origin}/silent`, { ...ask, timeoutMs: 300 })).rejects.toBeInstanceOf(OutgoingTimeout);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("counts the body's time: a trickle ends at the call's time", async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write("."), 50);
      response.on("close", () => clearInterval(timer));
    };
    const started = Date.now();
    await expect(local(`${origin}/trickle`, { ...ask, timeoutMs: 400 })).rejects.toMatchObject({ code: "OUTGOING_TIMEOUT" });
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it("counts every hop in one time, not each its own", async () => {
    handler = (request, response) => {
      const left = Number(/^\/slow\/(\d+)/.exec(request.url ?? "")?.[1] ?? 0);
      setTimeout(() => (left === 0 ? response.end("late") : response.writeHead(302, { Location: `/slow/${left - 1}` }).end()), 200);
    };
    await expect(local(`${origin}/slow/3`, { ...ask, timeoutMs: 500 })).rejects.toBeInstanceOf(OutgoingTimeout);
  });

  it("ends when the caller stops waiting, as the caller's abort", async () => {
    handler = () => undefined;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await local(`${origin}/left`, { ...ask, signal: controller.signal }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
