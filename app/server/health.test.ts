import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../tests/support/database";
import { outbox } from "~/db/schema";
import type { Database, DatabaseHandle } from "./db/connect.server";
import { checkHealth, HEALTH_TIMEOUT_MS } from "./health.server";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const message = { kind: "test", to: "someone@example.com", subject: "s", text: "t" };

describe.each(drivers)("the health report on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
  });
  afterAll(() => handle.close());

  it("is ok with nothing to send", async () => {
    expect(await checkHealth(handle.db, { now })).toEqual({ status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: null });
  });

  it("gives the age of the oldest unsent message, and stays ok while failures are recent or mail is merely queued", async () => {
    await handle.db.insert(outbox).values([
      { ...message, createdAt: ago(7_200) },
      { ...message, createdAt: ago(1_800), lastError: "connect ECONNREFUSED", attempts: 3 },
      { ...message, createdAt: ago(90_000), status: "sent", sentAt: ago(89_000) },
      { ...message, createdAt: ago(400_000), status: "failed", lastError: "550", attempts: 40 },
    ]);
    expect(await checkHealth(handle.db, { now })).toEqual({ status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: 7_200 });
  });

  it("is unavailable once an unsent message has been failing for over an hour", async () => {
    await handle.db.insert(outbox).values([
      { ...message, createdAt: ago(600) },
      { ...message, createdAt: ago(3_700), lastError: "connect ECONNREFUSED", attempts: 9 },
    ]);
    const report = await checkHealth(handle.db, { now });
    expect(report).toEqual({ status: "unavailable", database: "ok", mail: "failing", oldestUnsentSeconds: 3_700 });
    expect(JSON.stringify(report)).not.toContain("example.com");
  });
});

describe("the health report without a database", () => {
  it("answers unavailable within its timeout when the database doesn't answer", async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = performance.now();
    expect(await checkHealth(silent)).toEqual({ status: "unavailable", database: "unreachable" });
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(1_000);
  });

  it("answers unavailable at once when the database refuses", async () => {
    const down = { execute: () => Promise.reject(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })) } as unknown as Database;
    expect(await checkHealth(down)).toEqual({ status: "unavailable", database: "unreachable" });
  });
});
