import type { AddressInfo } from "node:net";
import { createServer, request as httpRequest, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestGuard } from "./request-guard.ts";

const logged: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(requestGuard({ publicOrigin: "https://homes.example", log: (line: string) => logged.push(line) }));
  // Stands in for React Router: says what reached it.
  app.use((req, res) => {
    res.json({ method: req.method, url: req.originalUrl, origin: req.headers.origin ?? null, id: req.headers["x-request-id"], forwardedHost: req.headers["x-forwarded-host"] ?? null });
  });
  // As server/index.ts makes it: requests without Host reach the app.
  server = createServer({ requireHostHeader: false }, app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw HTTP request, so that headers fetch would fix (Host, Origin, Sec-Fetch-*) go as written. */
function send(method: string, path: string, headers: Record<string, string> = {}, { host = true } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, setHost: host }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || "{}") as Record<string, unknown> }));
    });
    req.on("error", reject);
    req.end(method === "POST" ? "x=1" : undefined);
  });
}

describe("request guard", () => {
  it("lets through reads, and changes sent from the site itself or by a program", async () => {
    expect((await send("GET", "/en/search?q=casa")).body).toMatchObject({ method: "GET", url: "/en/search?q=casa" });
    expect((await send("POST", "/api/favorites", { Origin: "https://homes.example" })).body).toMatchObject({ method: "POST", url: "/api/favorites" });
    expect((await send("POST", "/api/favorites", { Origin: `http://127.0.0.1:${port}` })).body).toMatchObject({ method: "POST" });
    expect((await send("POST", "/api/favorites", { "Sec-Fetch-Site": "same-origin" })).body).toMatchObject({ method: "POST" });
    expect((await send("POST", "/api/favorites")).body).toMatchObject({ method: "POST" });
  });

  it("refuses a change sent from another site: JSON for a script, the site's page for a browser", async () => {
    logged.length = 0;
    const cases: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { Origin: "null" }, { Origin: "https://homes.example.evil.example" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of cases) {
      expect(await send("POST", "/api/theme", headers)).toEqual({ status: 400, body: { error: "cross-origin" } });
    }
    const page = await send("POST", "/es/contacto", { Origin: "https://evil.example" });
    expect(page.body).toMatchObject({ method: "GET", url: "/es/_refused/cross-origin", origin: null });
    const navigation = await send("POST", "/api/favorites", { Origin: "https://evil.example", "Sec-Fetch-Mode": "navigate", Cookie: "lang=es" });
    expect(navigation.body).toMatchObject({ method: "GET", url: "/es/_refused/cross-origin" });
    // One line each, with the other site's origin and the request id, and nothing the request carried.
    expect(logged).toHaveLength(6);
    expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({ level: "info", msg: "request refused: cross-origin", origin: "https://evil.example", method: "POST" });
  });

  it("sends a path that doesn't decode, and a request without Host, to the 400 page in the path's language", async () => {
    expect((await send("GET", "/en/%E0%A4%A")).body).toMatchObject({ method: "GET", url: "/en/_refused/400" });
    expect((await send("GET", "/es/%")).body).toMatchObject({ url: "/es/_refused/400" });
    expect((await send("GET", "/es/buscar", {}, { host: false })).body).toMatchObject({ url: "/es/_refused/400" });
    expect((await send("GET", "/healthz", {}, { host: false })).body).toMatchObject({ url: "/healthz" });
  });

  it("answers a method the site doesn't use with 405 and Allow, and a Host no URL can hold with the 400 page", async () => {
    expect(await send("TRACE", "/api/favorites")).toEqual({ status: 405, body: { error: "method" } });
    expect((await send("PUT", "/es/buscar")).body).toMatchObject({ method: "GET", url: "/es/_refused/405" });
    expect((await send("GET", "/en", { Host: "evil.example:99999" })).body).toMatchObject({ url: "/en/_refused/400" });
  });

  it("drops a forwarded host: the site's origin is its public URL", async () => {
    const answer = await send("GET", "/en", { "X-Forwarded-Host": "evil.example" });
    expect(answer.body).toMatchObject({ method: "GET", url: "/en", forwardedHost: null });
  });

  it("keeps a proxy's request id and gives every other request one", async () => {
    expect((await send("GET", "/en", { "X-Request-Id": "lb-1234" })).body.id).toBe("lb-1234");
    const made = (await send("GET", "/en", { "X-Request-Id": "not ok; spaces and ;" })).body.id;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });
});
