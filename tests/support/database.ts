import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type DatabaseHandle, type Driver } from "../../app/server/db/connect.server";

export const drivers: readonly Driver[] = ["pglite", "postgres"];

/**
 * A migrated, empty database for one test file: an in-memory PGlite, or a
 * fresh database with a random name on the shared test cluster, dropped on close.
 */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === "pglite") {
    const handle = await connect({});
    await handle.exclusive(async () => undefined);
    return handle;
  }
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
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
