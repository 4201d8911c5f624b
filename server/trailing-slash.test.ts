import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trailingSlash } from "./trailing-slash.ts";

let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(trailingSlash());
  // Stands in for React Router: says what reached it.
  app.use((req, res) => {
    res.json({ method: req.method, url: req.originalUrl });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (path: string, method = "GET") => fetch(`${base}${path}`, { method, redirect: "manual" });

describe("trailing slash", () => {
  it("answers 301 to the path without it, keeping the query", async () => {
    for (const [path, to] of [
      ["/en/about/", "/en/about"],
      ["/es/acerca-de/", "/es/acerca-de"],
      ["/en/search/?city=mcallen&beds=3", "/en/search?city=mcallen&beds=3"],
      ["/es//", "/es"],
    ]) {
      const answer = await ask(path!);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(to);
    }
    expect((await ask("/en/about/", "HEAD")).status).toBe(301);
  });

  it("leaves the root, paths without one, posts and would-be other hosts to the app", async () => {
    for (const path of ["/", "/en/about", "/en/search?q=a/"]) expect(await (await ask(path)).json()).toMatchObject({ url: path });
    expect(await (await ask("/en/contact/", "POST")).json()).toMatchObject({ method: "POST", url: "/en/contact/" });
    expect((await ask("//evil.example/")).status).toBe(200);
  });
});
