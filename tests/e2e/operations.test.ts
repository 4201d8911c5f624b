import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { freePort, type RunningServer, startServer } from "../support/server";

// The production server on a PostgreSQL cluster of its own (so that the test can write the outbox), with an SMTP server that isn't there.
let cluster: PostgresCluster;
let server: RunningServer;
let sql: postgres.Sql;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServer({ DATABASE_URL: cluster.url, SEED_COUNT: "0", SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end();
  await server?.stop();
  await cluster?.stop();
});

const linesWith = (text: string) => server.output().split("\n").filter((line) => line.includes(text));

async function healthz() {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("what operations see", () => {
  it("logs a missing asset as one 404 line", async () => {
    expect((await fetch(`${server.url}/assets/nope.js`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = linesWith("nope.js");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ path: "/assets/nope.js", status: 404 });
    expect(server.output()).not.toContain("ENOENT");
  });

  it("logs each failed SMTP attempt with the recipient's domain only, and reports the outbox in /healthz", async () => {
    expect(await healthz()).toMatchObject({ status: 200, body: { status: "ok", database: "ok", mail: "ok", oldestUnsentSeconds: null, render: { inUse: 0, limit: 10, queued: 0, queueLimit: 200, stuck: 0 } } });

    await sql`INSERT INTO outbox (kind, "to", subject, text) VALUES ('confirm-email', 'Ana.Lopez@Mail.Example.ORG', 'Confirme su cuenta', 'Hola Ana')`;
    // The worker's next pass (every 5 s) tries it and fails.
    await expect.poll(() => linesWith('"mail delivery failed"').length, { timeout: 15_000 }).toBe(1);
    const warning = JSON.parse(linesWith('"mail delivery failed"')[0] ?? "{}");
    expect(warning).toMatchObject({ level: "warn", kind: "confirm-email", domain: "mail.example.org", attempt: 1 });
    expect(warning.code).toMatch(/^E[A-Z]+$/);
    expect(Date.parse(warning.retryAt)).toBeGreaterThan(Date.parse(warning.time));
    expect(server.output().toLowerCase()).not.toContain("ana.lopez");
    expect(server.output()).not.toContain("Confirme");

    const recent = await healthz();
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({ status: "ok", mail: "ok" });
    expect(recent.body.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);

    // Mail that has been failing for over an hour takes the instance out of a load balancer's rotation and wakes a monitor.
    await sql`INSERT INTO outbox (kind, "to", subject, text, attempts, last_error, created_at, next_attempt_at)
              VALUES ('lead-agent', 'agent@example.com', 's', 't', 9, 'connect ECONNREFUSED', now() - interval '2 hours', now() + interval '10 minutes')`;
    const failing = await healthz();
    expect(failing.status).toBe(503);
    expect(failing.body).toMatchObject({ status: "unavailable", database: "ok", mail: "failing" });
    expect(failing.body.oldestUnsentSeconds).toBeGreaterThanOrEqual(7_200);
  });
});
