import { request, type Server } from "node:http";
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

/** A GET of a path exactly as written: fetch would turn its backslashes into slashes before sending it. */
const askRaw = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(`${base}/`, { path }, (answer) => {
      let body = "";
      answer.on("data", (chunk: Buffer) => (body += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });

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
    // Browsers read "/\host" as "//host": another site all the same.
    for (const path of ["/\\evil.example/", "/\\\\evil.example/"]) expect(await askRaw(path), path).toMatchObject({ status: 200, body: expect.stringContaining("evil.example") });
  });
});
