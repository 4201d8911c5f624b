import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type DatabaseHandle, type Driver } from "../../app/server/db/connect.server";
import { MIGRATED_TEMPLATE } from "./postgres-cluster";
import { seedDataDirFromTemplate } from "./pglite-template";

export const drivers: readonly Driver[] = ["pglite", "postgres"];

/** A database with a random name on the unit tests' cluster, migrated (from the template) or empty, as a restore finds a new one: its URL. */
export async function postgresDatabaseUrl(migrated: boolean): Promise<string> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(inject("postgresUrl"), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${MIGRATED_TEMPLATE}` : ""}`);
  await admin.end();
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated, empty database for one test file: a PGlite copied from the migrated template, or a
 * database with a random name copied from the cluster's migrated template, dropped on close.
 */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-unit-"));
    await seedDataDirFromTemplate(dataDir);
    const handle = await connect({ dataDir });
    await handle.exclusive(async () => undefined);
    return {
      ...handle,
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${MIGRATED_TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await connect({ databaseUrl: url.toString() });
  await handle.exclusive(async () => undefined);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
