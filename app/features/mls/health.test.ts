import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { mlsSyncState } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { checkHealth } from "~/server/health.server";
import { mlsHealthCheck } from "./health.server";
import { PROPERTY_RESOURCE } from "./model";

const now = new Date("2026-11-25T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe.each(drivers)("/healthz and the MLS feed on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  beforeEach(() => handle.db.delete(mlsSyncState));
  afterAll(() => handle.close());

  it("says nothing of a feed the site has not configured", async () => {
    expect(await checkHealth(handle.db, { now, checks: [mlsHealthCheck(false)] })).not.toHaveProperty("mls");
  });

  it("reports the last successful sync, and stale after an hour without one, staying available", async () => {
    expect(await checkHealth(handle.db, { now, checks: [mlsHealthCheck(true)] })).toMatchObject({ status: "ok", mls: "ok", mlsLastSuccessAt: null });
    await handle.db.insert(mlsSyncState).values({ resource: PROPERTY_RESOURCE, lastRunStartedAt: minutesAgo(20), lastSuccessAt: minutesAgo(30) });
    expect(await checkHealth(handle.db, { now, checks: [mlsHealthCheck(true)] })).toMatchObject({ status: "ok", mls: "ok", mlsLastSuccessAt: minutesAgo(30).toISOString() });
    await handle.db.update(mlsSyncState).set({ lastSuccessAt: minutesAgo(61) });
    expect(await checkHealth(handle.db, { now, checks: [mlsHealthCheck(true)] })).toMatchObject({ status: "ok", mls: "stale" });
  });

  it("reports the last pass's count, dropped values and skipped records", async () => {
    const lastCounts = { new: 5, updated: 0, removed: 0, failed: 1, photos: 0, read: 250, total: 250, dropped: { ClosePrice: 2 }, skipped: { City: 1 } };
    await handle.db.insert(mlsSyncState).values({ resource: PROPERTY_RESOURCE, lastRunStartedAt: minutesAgo(2), lastSuccessAt: minutesAgo(1), lastCounts });
    expect(await checkHealth(handle.db, { now, checks: [mlsHealthCheck(true)] })).toMatchObject({ mlsLastPass: { read: 250, counted: 250, dropped: { ClosePrice: 2 }, skipped: { City: 1 } } });
  });
});
