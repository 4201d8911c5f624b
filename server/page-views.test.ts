import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pageViews } from "./page-views.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const seen: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(pageViews((path) => seen.push(path)));
  // Stands in for the page cache and React Router: a page, a cached page, a missing one.
  app.get("/en/property/:key/{:slug}", (req, res) => void (req.params.key === "NONE" ? res.status(404).end() : res.send("page")));
  app.get("/es/propiedad/:key", (_req, res) => void res.set("X-Cache", "hit").send("cached"));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void seen.splice(0));

const visit = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${base}${path}`, { ...init, headers: { "User-Agent": browser, ...(init.headers as Record<string, string>) } });
  await response.arrayBuffer();
  // The hook runs on "finish", just after the last byte.
  await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("page views", () => {
  it("reports a 200 GET with its path and without the query, rendered or cached", async () => {
    await visit("/en/property/K1/main-st?photo=2");
    await visit("/es/propiedad/K1");
    expect(seen).toEqual(["/en/property/K1/main-st", "/es/propiedad/K1"]);
  });

  it.each([
    ["a HEAD", { method: "HEAD" }],
    ["a prefetch (Sec-Purpose)", { headers: { "Sec-Purpose": "prefetch;prerender" } }],
    ["a prefetch (Purpose)", { headers: { Purpose: "prefetch" } }],
    ["a crawler", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } }],
    ["a headless browser", { headers: { "User-Agent": "Mozilla/5.0 HeadlessChrome/142.0" } }],
    ["a request without User-Agent", { headers: { "User-Agent": "" } }],
  ] as const)("ignores %s", async (_label, init) => {
    await visit("/en/property/K1/main-st", init as RequestInit);
    expect(seen).toEqual([]);
  });

  it("ignores answers other than 200", async () => {
    await visit("/en/property/NONE/x");
    expect(seen).toEqual([]);
  });

  it("answers as usual when the app's hook throws, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = express();
    app.use(pageViews(() => {
      throw new Error("broken hook");
    }));
    app.get("/en/property/:key", (_req, res) => void res.send("page"));
    const broken = await new Promise<Server>((resolve) => {
      const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/en/property/K1`;
    const first = await fetch(url, { headers: { "User-Agent": browser } });
    expect(await first.text()).toBe("page");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await fetch(url, { headers: { "User-Agent": browser } })).status).toBe(200);
    await new Promise<void>((resolve) => broken.close(() => resolve()));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"msg":"page view not counted"'));
    logged.mockRestore();
  });
});
