import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

const report = { name: "LCP", value: 2650, rating: "needs-improvement", delta: 2650, id: "v6-1767225600000-4215623405687", navigationType: "navigate" };
// Its own server: the rate limit counts every report from this machine's address.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SEED_COUNT: "0" });
});

afterAll(async () => {
  await server?.stop();
});

const post = (body: BodyInit, path = "/en/search", headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/analytics/vitals?path=${encodeURIComponent(path)}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);

describe("POST /api/analytics/vitals over HTTP", () => {
  it("answers 204 to a valid report", async () => {
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("answers 400 with a JSON error for malformed JSON and for bad values", async () => {
    const json = await post("{\"name\":");
    expect(json.status).toBe(400);
    expect(json.headers.get("content-type")).toContain("application/json");
    expect(await json.json()).toEqual({ error: "invalid_json", message: "The report is not valid JSON." });
    const values = await post(JSON.stringify({ ...report, rating: "good" }), "/es/buscar");
    expect(values.status).toBe(400);
    expect(await values.json()).toEqual({ error: "invalid_report", message: "Al informe le faltan campos o tiene campos no válidos: rating." });
    expect(values.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 413 to a body over 4 KB, declared or streamed without a length", async () => {
    const padded = JSON.stringify({ ...report, padding: "x".repeat(5000) });
    expect((await post(padded)).status).toBe(413);
    const bytes = new TextEncoder().encode(padded);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 512) controller.enqueue(bytes.slice(i, i + 512));
        controller.close();
      },
    });
    expect((await post(stream)).status).toBe(413);
  });

  it("answers 429 with Retry-After once an address sends too many", async () => {
    let response: Response | undefined;
    for (let i = 0; i < 130; i += 1) {
      response = await post(JSON.stringify({ ...report, id: `v6-1767225600000-${String(3_000_000_000_000 + i)}` }));
      if (response.status === 429) break;
      expect(response.status).toBe(204);
    }
    expect(response?.status).toBe(429);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response?.json()).toMatchObject({ error: "rate_limited" });
  });
});
