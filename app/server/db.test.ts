import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, openDatabase, prepareDatabase } from "./db.server";
import { countListings } from "./seed/load.server";

describe("the app's database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rgv-db-"));
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prepares a PGlite database in DATA_DIR: migrated, seeded once, locked while open", async () => {
    expect(() => getDb()).toThrow(/not open/);
    const [db, same] = await Promise.all([prepareDatabase({ dataDir, seedCount: 40 }), openDatabase({ dataDir })]);
    expect(same).toBe(db);
    expect(await countListings(db)).toBe(40);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);
    await expect(openDatabase({ dataDir: join(dataDir, "other") })).rejects.toThrow(/already open/);
    await closeDatabase();
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);

    const reopened = await prepareDatabase({ dataDir, seedCount: 40 });
    expect(await countListings(reopened)).toBe(40);
    expect(getDb()).toBe(reopened);
    // Every migration and a seed from nothing, twice over, in PGlite's WebAssembly: ~13 s here beside other work, and
    // over 30 s once while the two cores also built the site and ran browsers beside it.
  }, 90_000);
});
