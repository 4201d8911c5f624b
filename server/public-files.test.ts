import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFiles } from "./public-files.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "rgv-public-"));
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, "images/hero"), { recursive: true });
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg>favicon</svg>");
  writeFileSync(path.join(clientDir, "images/hero/home.svg"), "<svg>home</svg>");
  writeFileSync(path.join(clientDir, "assets/entry-abc.js"), "export {};");
  const app = express();
  app.use(publicFiles(clientDir, { skip: "assets", maxAge: "1h" }));
  app.use((req, res) => res.status(200).type("text/plain").send(`app ${req.method} ${req.path}`));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

describe("public files", () => {
  it.each([
    ["/favicon.svg", "<svg>favicon</svg>"],
    ["/images/hero/home.svg", "<svg>home</svg>"],
  ])("serves %s with an hour's caching", async (file, body) => {
    const response = await fetch(`${base}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await response.text()).toBe(body);
    const head = await fetch(`${base}${file}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));
  });

  it("passes pages, other methods and the skipped folder on to the app", async () => {
    for (const [method, file] of [["GET", "/en/search"], ["GET", "/assets/entry-abc.js"], ["POST", "/favicon.svg"], ["GET", "/images/hero"]]) {
      const response = await fetch(`${base}${file}`, { method });
      expect(await response.text()).toBe(`app ${method} ${file}`);
    }
  });

  it("knows its files from start-up and never asks the disk again", async () => {
    writeFileSync(path.join(clientDir, "late.svg"), "<svg>late</svg>");
    expect(await (await fetch(`${base}/late.svg`)).text()).toBe("app GET /late.svg");
  });

  it("passes everything on when there is no client build", async () => {
    const app = express();
    app.use(publicFiles(path.join(clientDir, "missing"), { skip: "assets", maxAge: "1h" }));
    app.use((req, res) => res.send(`app ${req.path}`));
    const bare = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => bare.once("listening", resolve));
    const response = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/favicon.svg`);
    expect(await response.text()).toBe("app /favicon.svg");
    await new Promise((resolve) => bare.close(resolve));
  });
});
