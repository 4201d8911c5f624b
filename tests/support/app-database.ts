import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { closeDatabase, openDatabase } from "../../app/server/db.server";
import { forgetEnv } from "../../app/server/env.server";
import { forgetArticles } from "../../app/server/articles.server";
import { forgetPageTexts } from "../../app/server/page-texts.server";
import { forgetSiteState } from "../../app/server/site-identity.server";

/**
 * The app's own database (getDb) on an embedded PGlite in a folder of the
 * file's own, for tests that call route modules and server code as the
 * server would: opened before the file's tests, closed and removed after,
 * with spies restored after each test.
 */
export function appDatabaseForFile(label: string, env: Record<string, string> = {}): void {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `${label}-`));
    vi.stubEnv("DATA_DIR", dataDir);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    forgetEnv();
    await openDatabase({ dataDir });
  });
  afterAll(async () => {
    // The identity, page texts and articles this file's database gave are not the next file's.
    forgetSiteState();
    forgetPageTexts();
    forgetArticles();
    await closeDatabase();
    vi.unstubAllEnvs();
    forgetEnv();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
