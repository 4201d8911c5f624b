import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { drivers, postgresDatabaseUrl } from "../../../tests/support/database";
import { connect, queryRows, type ConnectOptions, type Database } from "./connect.server";

// Issue 55, item 1: the pipeline's migration moves a closed lead, and its timeline's "closed", to Won.
const PIPELINE = "0026_pipeline";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

/** The project's migrations up to the one before the pipeline's, as a database had them before issue 55. */
function migrationsBeforePipeline(): string {
  const migrations = folder("rgv-pre-pipeline-");
  cpSync(path.resolve("drizzle"), migrations, { recursive: true });
  const journalFile = path.join(migrations, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === PIPELINE);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return migrations;
}

/** Opens the database, brings it to the folder's last migration, runs `within` and closes it. */
async function migrated(options: ConnectOptions, within: (db: Database) => Promise<void>): Promise<void> {
  const handle = await connect(options);
  try {
    await handle.exclusive(within);
  } finally {
    await handle.close();
  }
}

describe.each(drivers)("the pipeline's migration on %s", (driver) => {
  it("moves closed leads and their timeline's Closed to Won, and leaves the other stages and events as they were", async () => {
    const target: ConnectOptions = driver === "pglite" ? { dataDir: folder("rgv-pipeline-data-") } : { databaseUrl: await postgresDatabaseUrl(false) };
    await migrated({ ...target, migrationsFolder: migrationsBeforePipeline() }, async (db) => {
      await db.execute(sql`
        INSERT INTO leads (id, type, status, name, email, lang, consent, source_path, idempotency_key, follow_up_on) VALUES
          ('00000000-0000-4000-8000-000000000001', 'showing', 'closed', 'Closed Carla', 'carla@example.com', 'es', true, '/es/contacto', 'pipeline-closed', '2026-01-10'),
          ('00000000-0000-4000-8000-000000000002', 'contact', 'contacted', 'Contacted Cruz', 'cruz@example.com', 'en', true, '/en/contact', 'pipeline-contacted', '2026-01-10')`);
      await db.execute(sql`
        INSERT INTO lead_events (lead_id, kind, data, created_at) VALUES
          ('00000000-0000-4000-8000-000000000001', 'status', '{"status": "contacted"}', '2026-01-02T15:00:00Z'),
          ('00000000-0000-4000-8000-000000000001', 'status', '{"status": "closed"}', '2026-01-03T15:00:00Z'),
          ('00000000-0000-4000-8000-000000000001', 'followUp', '{"day": "2026-01-10"}', '2026-01-04T15:00:00Z'),
          ('00000000-0000-4000-8000-000000000002', 'status', '{"status": "contacted"}', '2026-01-02T15:00:00Z')`);
    });

    await migrated(target, async (db) => {
      const leads = await queryRows<{ name: string; status: string; lost_reason: string | null }>(db, sql`SELECT name, status, lost_reason FROM leads ORDER BY name`);
      expect(leads).toEqual([
        { name: "Closed Carla", status: "won", lost_reason: null },
        { name: "Contacted Cruz", status: "contacted", lost_reason: null },
      ]);
      const events = await queryRows<{ name: string; kind: string; data: unknown }>(db, sql`SELECT l.name, e.kind, e.data FROM lead_events e JOIN leads l ON l.id = e.lead_id ORDER BY l.name, e.created_at`);
      expect(events).toEqual([
        { name: "Closed Carla", kind: "status", data: { status: "contacted" } },
        { name: "Closed Carla", kind: "status", data: { status: "won" } },
        { name: "Closed Carla", kind: "followUp", data: { day: "2026-01-10" } },
        { name: "Contacted Cruz", kind: "status", data: { status: "contacted" } },
      ]);
      // Closed is no stage any more: the database refuses it as it refuses any word outside the seven.
      await expect(db.execute(sql`UPDATE leads SET status = 'closed' WHERE name = 'Contacted Cruz'`)).rejects.toThrow();
    });
  });
});
