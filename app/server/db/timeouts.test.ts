import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../../tests/support/tcp-proxy";
import { connect, STATEMENT_DEADLINE_MS, STATEMENT_TIMEOUT_MS, type DatabaseHandle } from "./connect.server";
import { outageSince } from "./outage.server";

/** The code of an error or of the first error in its cause chain that has one (drizzle wraps the driver's). */
function codeOf(error: unknown): unknown {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined) return code;
  }
  return undefined;
}

/** How long `work` took to fail, and with what code. */
async function failure(work: () => Promise<unknown>): Promise<{ ms: number; code: unknown }> {
  const started = performance.now();
  try {
    await work();
  } catch (error) {
    return { ms: performance.now() - started, code: codeOf(error) };
  }
  throw new Error("expected a failure");
}

// A database of its own on the shared test cluster, behind a proxy the tests can freeze or take down.
describe("PostgreSQL that is down or not answering", () => {
  const admin = postgres(inject("postgresUrl"), { max: 1, onnotice: () => {} });
  const name = `test_${randomBytes(6).toString("hex")}`;
  let url: string;
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  const ping = () => handle.db.execute(sql`select 1`);

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    proxy = await startTcpProxy(inject("postgresUrl"));
    const direct = new URL(inject("postgresUrl"));
    direct.pathname = `/${name}`;
    url = proxy.via(direct.toString());
    handle = await connect({ databaseUrl: url });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await handle.close();
    await proxy.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("gives up on statements and transactions a server stopped answering, then carries on when it answers again", async () => {
    await Promise.all([ping(), ping(), ping()]);
    proxy.freeze();
    const since = performance.now();
    const [statement, transaction] = await Promise.all([
      failure(ping),
      failure(() => handle.db.transaction((tx) => tx.execute(sql`select 1`))),
    ]);
    for (const { ms, code } of [statement, transaction]) {
      expect(code).toBe("DATABASE_DEADLINE");
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_DEADLINE_MS - 50);
      expect(ms).toBeLessThan(STATEMENT_DEADLINE_MS + 500);
    }
    expect(outageSince(since)).toBe(true);

    await proxy.restore();
    await expect(ping()).resolves.toBeDefined();
  });

  it("fails fast on every try while the server refuses connections, and is back at once when it accepts them", async () => {
    await ping();
    await proxy.refuse();
    // postgres.js's own backoff waited 2.4 s before the fifth attempt, 7 s before the sixth, up to 20 s.
    for (let attempt = 1; attempt <= 8; attempt++) {
      const { ms, code } = await failure(ping);
      expect(["ECONNREFUSED", "CONNECTION_CLOSED"]).toContain(code);
      expect(ms, `attempt ${attempt}`).toBeLessThan(500);
    }
    await proxy.restore();
    const started = performance.now();
    await ping();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("closes within seconds after an outage", async () => {
    const other = await connect({ databaseUrl: url });
    await other.db.execute(sql`select 1`);
    await proxy.refuse();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
    await proxy.restore();
    await other.db.execute(sql`select 1`);
    const started = performance.now();
    // postgres.js's end() on its own never returned here.
    await other.close();
    expect(performance.now() - started).toBeLessThan(7_000);
  });

  it("drops a connection whose server accepts but never finishes the handshake", async () => {
    const fresh = await connect({ databaseUrl: url });
    try {
      proxy.freeze();
      const { ms, code } = await failure(() => fresh.db.execute(sql`select 1`));
      expect(code).toBe("CONNECT_TIMEOUT");
      expect(ms).toBeLessThan(STATEMENT_DEADLINE_MS);
    } finally {
      await proxy.restore();
      await fresh.close();
    }
  });

  it("lets the server end a statement that runs too long", async () => {
    const { ms, code } = await failure(() => handle.db.execute(sql`select pg_sleep(5)`));
    expect(code).toBe("57014");
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(STATEMENT_DEADLINE_MS);
  });

  it("still waits as long as it takes for migrations and seeding", async () => {
    await expect(handle.exclusive(async (db) => db.execute(sql`select pg_sleep(1.2)`))).resolves.toBeDefined();
  });
});
