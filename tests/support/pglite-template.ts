import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "../../app/server/db/connect.server";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const migrationsFolder = path.join(repoRoot, "drizzle");

/**
 * A new PGlite cluster runs initdb, which takes 4–7 s here (more on a busy machine); copying a
 * migrated one takes milliseconds and opens in under one. Named after the migrations and the
 * PGlite version, so a changed migration or upgrade makes a new template and a stale one is never used.
 */
function templateDir(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json")));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return path.join(tmpdir(), `rgv-pglite-template-${hash.digest("hex").slice(0, 16)}`);
}

/** Makes the migrated, empty template once per machine; a process that loses the race to another keeps the other's. */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const building = mkdtempSync(`${dir}-building-`);
  const handle = await connect({ dataDir: building, migrationsFolder });
  await handle.exclusive(async () => undefined);
  await handle.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** Gives `dataDir` (made if missing) the migrated, empty database, as the app would find it after its first start. */
export async function seedDataDirFromTemplate(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "pglite"))) return;
  const template = await ensurePgliteTemplate();
  mkdirSync(dataDir, { recursive: true });
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
}

/** A new data folder holding the migrated, empty database. */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  await seedDataDirFromTemplate(dataDir);
  return dataDir;
}
