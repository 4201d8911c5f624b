import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import type { AppBuild } from "./build.ts";
import { makeValleyArchive } from "../tests/support/pmtiles-archive.ts";

// The hooks createApp reads from the build; no request here reaches React Router.
const build = {
  entry: {
    module: {
      publicOrigin: () => "http://localhost",
      securityHeaders: () => ({}),
      pageViewed: () => undefined,
      visitCookie: () => undefined,
      renderLimits: () => ({ concurrency: 10, queue: 10 }),
      pageCachePolicy: { isPersonal: () => false, variant: () => undefined, version: async () => "1" },
      basemapArchive: () => ({ path: "/map/valley.pmtiles", file: archiveFile }),
    },
  },
} as unknown as AppBuild;

const clientDir = mkdtempSync(path.join(tmpdir(), "rgv-app-"));
const archiveFile = path.join(clientDir, "valley.pmtiles");
const archive = makeValleyArchive({ maxZoom: 8 });
let report: { status: string; [field: string]: unknown } | Error;
let server: Server;
let base: string;
let stopping = false;
const lines: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(archiveFile, archive);
  writeFileSync(path.join(clientDir, "assets/entry-abc.js"), "export {};");
  const health = async () => {
    if (report instanceof Error) throw report;
    return report;
  };
  const app = createApp({ build, clientDir, log: (line: string) => lines.push(line), health, stopping: () => stopping });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  lines.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

describe("/healthz", () => {
  it("answers the app's report, 200 when it is ok", async () => {
    report = { status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: 12 };
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // With the render gate's turns: none in use, none stuck.
    expect(await response.json()).toEqual({ ...report, render: { inUse: 0, limit: 10, queued: 0, queueLimit: 10, stuck: 0 } });
  });

  it("is 503 with the report when the app says unavailable, and when the check fails", async () => {
    report = { status: "unavailable", database: "ok", mail: "failing", oldestUnsentSeconds: 4_000 };
    const failing = await fetch(`${base}/healthz`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject(report);

    report = new Error("getDb: the database is not open");
    const broken = await fetch(`${base}/healthz`);
    expect(broken.status).toBe(503);
    expect(await broken.json()).toMatchObject({ status: "unavailable" });
  });

});

describe("/readyz, the load balancer's question", () => {
  it("is 200 whatever the database and mail say, which are every instance's", async () => {
    report = { status: "unavailable", database: "unavailable", mail: "failing", oldestUnsentSeconds: 9_000 };
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", render: { inUse: 0, limit: 10, queued: 0, queueLimit: 10, stuck: 0 } });
  });

  it("is 503 once the server is stopping, and so is /healthz whatever its report", async () => {
    report = { status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: null };
    stopping = true;
    try {
      for (const path of ["/readyz", "/healthz"]) {
        const going = await fetch(`${base}${path}`);
        expect(going.status, path).toBe(503);
        expect(await going.json(), path).toMatchObject({ status: "stopping" });
      }
    } finally {
      stopping = false;
    }
  });
});

describe("the street basemap's archive (MAP_PMTILES)", () => {
  it("is served in byte ranges, as MapLibre reads it, with a validator that ties the ranges to one archive", async () => {
    const head = await fetch(`${base}/map/valley.pmtiles`, { headers: { Range: "bytes=0-126" } });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-range")).toBe(`bytes 0-126/${archive.length}`);
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect(head.headers.get("content-encoding")).toBeNull();
    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(Buffer.from(await head.arrayBuffer())).toEqual(archive.subarray(0, 127));

    const tail = await fetch(`${base}/map/valley.pmtiles`, { headers: { Range: `bytes=${archive.length - 10}-`, "If-Range": etag! } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(archive.subarray(archive.length - 10));

    // A range of a replaced archive gets the whole new one, never a piece of it mixed with the old.
    const stale = await fetch(`${base}/map/valley.pmtiles`, { headers: { Range: "bytes=0-9", "If-Range": '"an-old-archive"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(archive.length);

    const beyond = await fetch(`${base}/map/valley.pmtiles`, { headers: { Range: `bytes=${archive.length + 5}-` } });
    expect(beyond.status).toBe(416);
  });
});

describe("/favicon.ico", () => {
  it("sends browsers to the site's one icon, the SVG, without rendering a page", async () => {
    const response = await fetch(`${base}/favicon.ico`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/favicon.svg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("hashed assets", () => {
  it("serves what is there for a year", async () => {
    const response = await fetch(`${base}/assets/entry-abc.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers a missing one with a plain 404 and one request-log line", async () => {
    const response = await fetch(`${base}/assets/nope.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Not Found");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "info", method: "GET", path: "/assets/nope.js", status: 404 });
    expect(lines[0]).not.toContain(clientDir);
  });

  it("refuses other methods there", async () => {
    const response = await fetch(`${base}/assets/entry-abc.js`, { method: "POST", headers: { Origin: "http://localhost" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
