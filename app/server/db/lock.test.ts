import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "./connect.server";
import { acquireDataDirLock } from "./lock.server";
import { seedDataDirFromTemplate } from "../../../tests/support/pglite-template";

describe("PGlite data directory lock", () => {
  const root = mkdtempSync(join(tmpdir(), "rgv-lock-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes our pid, refuses a second holder and frees the lock on release", () => {
    const dir = join(root, "a");
    const lockFile = join(dir, "pglite.lock");
    const release = acquireDataDirLock(dir, lockFile);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir, lockFile)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(dir, lockFile)();
  });

  it("refuses a directory held by another live process", async () => {
    const dir = join(root, "b");
    const lockFile = join(dir, "pglite.lock");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      acquireDataDirLock(dir, lockFile)();
      writeFileSync(lockFile, `${other.pid}\n`);
      expect(() => acquireDataDirLock(dir, lockFile)).toThrow(/in use by process \d+\. Stop that process, or set DATA_DIR/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dir = join(root, "c");
    const lockFile = join(dir, "pglite.lock");
    const gone = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => gone.once("exit", resolve));
    acquireDataDirLock(dir, lockFile)();
    writeFileSync(lockFile, `${gone.pid}\n`);
    const release = acquireDataDirLock(dir, lockFile);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("makes a second open of the same data directory fail before touching the database", async () => {
    const dataDir = join(root, "d");
    await seedDataDirFromTemplate(dataDir);
    const first = await connect({ dataDir });
    try {
      await expect(connect({ dataDir })).rejects.toThrow(/is in use by process/);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  });
});
