import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** Data directories this process holds, so that a lock naming our own pid is told apart from a stale one. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process, other than this one, holding a lock file; undefined when none does. Reads only. */
export function lockHolder(lockFile: string): number | undefined {
  const owner = readPid(lockFile);
  return owner !== undefined && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

/**
 * PGlite is a single-process database: two processes writing one data
 * directory corrupt it. A lock file holding the owner's pid makes the second
 * process fail with a clear message; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string, lockFile: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      held.add(lockFile);
      return () => releaseDataDirLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readPid(lockFile);
    const ours = owner === process.pid;
    if (owner !== undefined && ((ours && held.has(lockFile)) || (!ours && isAlive(owner)))) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop that process, or set DATA_DIR to another folder (lock file: ${lockFile}).`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps creating ${lockFile}.`);
}

function releaseDataDirLock(lockFile: string): void {
  if (!held.delete(lockFile)) return;
  if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
}

// A process that exits without closing the database still leaves no lock behind.
process.once("exit", () => {
  for (const lockFile of held) {
    if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
  }
});
