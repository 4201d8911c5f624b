import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { rateVital, type VitalName } from "~/lib/vitals";
import { vitalsReport } from "./vitals-report.server";
import { recordVital } from "~/server/vitals/store.server";

const now = new Date("2026-03-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
let sequence = 0;

function report(name: VitalName, value: number, id = `v6-1700000000000-${String(1_000_000_000_000 + sequence++)}`) {
  return { name, value, delta: value, rating: rateVital(name, value), id, navigationType: "navigate" as const };
}

const home = { path: "/en", template: "home", lang: "en" } as const;
const search = { path: "/es/buscar", template: "search", lang: "es" } as const;

describe.each(drivers)("vitals report on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    const db = handle.db;
    // Home LCP in the last week: 1000, 2000, 3000, 5000 ms (p75 = 3500 by linear interpolation).
    for (const value of [1000, 2000, 3000, 5000]) await recordVital(db, report("LCP", value), home, "mobile", daysAgo(1));
    // Two weeks ago: only in the 28-day window.
    await recordVital(db, report("LCP", 9000), home, "desktop", daysAgo(14));
    // Older than 28 days: nowhere.
    await recordVital(db, report("LCP", 100), home, "desktop", daysAgo(40));
    // Search CLS reported twice under one id as it grew: only the last value counts.
    await recordVital(db, report("CLS", 0.05, "v6-1700000000000-2000000000000"), search, "mobile", daysAgo(2));
    await recordVital(db, report("CLS", 0.3, "v6-1700000000000-2000000000000"), search, "mobile", daysAgo(2));
  });
  afterAll(() => handle.close());

  it("gives p75 and the rating split per metric for all pages and per template, over 7 and 28 days", async () => {
    const rows = await vitalsReport(handle.db, now);
    const lcpAll = rows.find((row) => row.name === "LCP" && row.template === undefined);
    expect(lcpAll?.windows[7]).toEqual({ count: 4, p75: 3500, good: 2, needsImprovement: 1, poor: 1 });
    expect(lcpAll?.windows[28]).toEqual({ count: 5, p75: 5000, good: 2, needsImprovement: 1, poor: 2 });
    const lcpHome = rows.find((row) => row.name === "LCP" && row.template === "home");
    expect(lcpHome?.windows[28].count).toBe(5);
    expect(rows.some((row) => row.name === "LCP" && row.template === "search")).toBe(false);
  });

  it("counts the last report of a metric id only", async () => {
    const rows = await vitalsReport(handle.db, now);
    const cls = rows.find((row) => row.name === "CLS" && row.template === "search");
    expect(cls?.windows[7]).toEqual({ count: 1, p75: 0.3, good: 0, needsImprovement: 0, poor: 1 });
  });

  it("orders metrics as listed, the all-pages row first, and reports nothing for metrics without data", async () => {
    const rows = await vitalsReport(handle.db, now);
    expect(rows.map((row) => `${row.name}:${row.template ?? "*"}`)).toEqual(["CLS:*", "CLS:search", "LCP:*", "LCP:home"]);
  });

  it("is empty without reports in the window", async () => {
    expect(await vitalsReport(handle.db, daysAgo(100))).toEqual([]);
  });
});
