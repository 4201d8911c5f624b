import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache.ts";

// The policy reads the listings version from the database; `reachable` says whether it can.
let reachable = true;
let clock = 0;
let renders = 0;
const policy = {
  isPersonal: () => false,
  variant: () => "",
  version: async () => {
    if (!reachable) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    return "1";
  },
};

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(pageCache({ policy, maxAge: 60, now: () => clock }));
  app.use((req, res) => {
    renders += 1;
    // What the app answers for a page while the database is away.
    if (!reachable) return res.status(503).type("html").send("<p>back soon</p>");
    res.type("html").send(`<p>${req.path}</p>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the page cache while the database is away", () => {
  it("serves kept pages until they age out, and renders the rest", async () => {
    expect(await (await fetch(`${base}/en/mcallen`)).text()).toBe("<p>/en/mcallen</p>");
    reachable = false;
    clock = 30_000;
    const kept = await fetch(`${base}/en/mcallen`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe("<p>/en/mcallen</p>");
    expect(renders).toBe(1);

    expect((await fetch(`${base}/en/edinburg`)).status).toBe(503);
    clock = 60_000;
    expect((await fetch(`${base}/en/mcallen`)).status).toBe(503);
    expect(renders).toBe(3);

    // Nothing rendered without a version is kept: back, the page renders afresh.
    reachable = true;
    expect(await (await fetch(`${base}/en/mcallen`)).text()).toBe("<p>/en/mcallen</p>");
    expect(renders).toBe(4);
  });
});
