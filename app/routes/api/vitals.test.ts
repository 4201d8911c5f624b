import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vitals } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/server/auth/auth.server";
import { closeDatabase, getDb, openDatabase } from "~/server/db.server";
import type { Route } from "./+types/vitals";
import { action } from "./vitals";
import { migratedDataDir } from "../../../tests/support/pglite-template";

const report = { name: "CLS", value: 0.031, rating: "good", delta: 0.031, id: "v6-1767225600000-4215623405687", navigationType: "reload" };
const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36";

function post(body: BodyInit, { query = "?path=%2Fes%2Fmcallen", ip = "203.0.113.7", headers = {} }: { query?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`http://localhost/api/analytics/vitals${query}`);
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "User-Agent": phone, [CLIENT_IP_HEADER]: ip, ...headers },
  });
  return action({ request, url } as Route.ActionArgs);
}

/** The action answers a Response or, for refusals, a data() value: both carry a status. */
async function statusOf(result: Awaited<ReturnType<typeof action>>) {
  if (result instanceof Response) return { status: result.status, body: undefined, headers: result.headers };
  return { status: result.init?.status, body: result.data, headers: new Headers(result.init?.headers) };
}

describe("POST /api/analytics/vitals", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir("vitals-action-");
    await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores a valid report with its page, template, language and device, and answers 204", async () => {
    expect((await statusOf(await post(JSON.stringify(report)))).status).toBe(204);
    const rows = await getDb().select().from(vitals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "CLS",
      value: 0.031,
      rating: "good",
      delta: 0.031,
      metricId: report.id,
      navigationType: "reload",
      path: "/es/mcallen",
      template: "city",
      lang: "es",
      device: "mobile",
    });
  });

  it("takes the page from a same-origin Referer when the URL names none", async () => {
    const result = await post(JSON.stringify({ ...report, id: "v6-1767225600000-1000000000001" }), {
      query: "",
      headers: { Referer: "http://localhost/en/tools", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)" },
    });
    expect((await statusOf(result)).status).toBe(204);
    const rows = await getDb().select().from(vitals);
    expect(rows.at(-1)).toMatchObject({ path: "/en/tools", template: "tools", lang: "en", device: "desktop" });
  });

  it("refuses malformed JSON and bad values with 400 and a translated message", async () => {
    const json = await statusOf(await post("{not json"));
    expect(json).toMatchObject({ status: 400, body: { error: "invalid_json", message: "El informe no es JSON válido." } });
    const values = await statusOf(await post(JSON.stringify({ ...report, value: -3 }), { query: "?path=%2Fen" }));
    expect(values).toMatchObject({ status: 400, body: { error: "invalid_report" } });
    expect(String((values.body as { message: string }).message)).toContain("value");
    const extra = await statusOf(await post(JSON.stringify({ ...report, url: "/en" })));
    expect(extra.status).toBe(400);
    const noPage = await statusOf(await post(JSON.stringify(report), { query: "" }));
    expect(noPage).toMatchObject({ status: 400, body: { error: "unknown_page" } });
  });

  it("refuses a body over 4 KB with 413, by Content-Length or by the bytes sent", async () => {
    const big = JSON.stringify({ ...report, padding: "x".repeat(5000) });
    expect((await statusOf(await post(big))).status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const url = new URL("http://localhost/api/analytics/vitals?path=%2Fen");
    const request = new Request(url, { method: "POST", body: stream, duplex: "half", headers: { [CLIENT_IP_HEADER]: "203.0.113.8" } } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    expect((await statusOf(await action({ request, url } as Route.ActionArgs))).status).toBe(413);
  });

  it("limits reports per address with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const id = `v6-1767225600000-${String(2_000_000_000_000 + i)}`;
      statuses.push((await statusOf(await post(JSON.stringify({ ...report, id }), { ip: "198.51.100.1" }))).status ?? 0);
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    const refused = await statusOf(await post(JSON.stringify(report), { ip: "198.51.100.1" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await statusOf(await post(JSON.stringify(report), { ip: "198.51.100.2" }))).status).toBe(204);
  });
});
