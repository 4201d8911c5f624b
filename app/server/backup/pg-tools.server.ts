import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** Where Debian and Ubuntu keep each PostgreSQL version's programs, newest first. */
function debianBinFolders(): string[] {
  try {
    return readdirSync("/usr/lib/postgresql")
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`);
  } catch {
    return [];
  }
}

/**
 * pg_dump or pg_restore: the one on PATH when it runs, else the newest of Debian's versioned folders
 * (the server package puts its programs there and not on PATH). pg_dump must be at least the
 * server's version, which it checks itself; a clear error says when neither is there.
 */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  if (!spawnSync(name, ["--version"], { stdio: "ignore" }).error) return name;
  const found = debianBinFolders()
    .map((folder) => `${folder}/${name}`)
    .find((file) => existsSync(file));
  if (!found) throw new Error(`${name} was not found on PATH or in /usr/lib/postgresql/*/bin: install PostgreSQL's client programs (apt install postgresql-client).`);
  return found;
}
