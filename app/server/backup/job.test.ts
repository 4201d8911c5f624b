import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dailyJobs } from "~/db/schema";
import { openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "../db/connect.server";
import { checkHealth } from "../health.server";
import { askServerForBackup, controlSocketPath, startControlSocket } from "./control.server";
import { startBackupSchedule, type TakenBackup } from "./job.server";
import { backupHealthCheck, recordBackup } from "./status.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase("pglite");
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(dailyJobs));
afterEach(() => vi.restoreAllMocks());

const now = new Date("2026-05-02T15:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("the backup in /healthz", () => {
  it("says nothing without a schedule, and otherwise stale until a backup and again 36 hours after it, staying available", async () => {
    expect(await checkHealth(handle.db, { now, checks: [backupHealthCheck(false)] })).not.toHaveProperty("backup");
    const report = (checks = [backupHealthCheck(true)]) => checkHealth(handle.db, { now, checks });
    expect(await report()).toMatchObject({ status: "ok", backup: "stale", backupLastSuccessAt: null });
    await recordBackup(handle.db, hoursAgo(12));
    expect(await report()).toMatchObject({ status: "ok", backup: "ok", backupLastSuccessAt: hoursAgo(12).toISOString() });
    await recordBackup(handle.db, hoursAgo(37));
    expect(await report()).toMatchObject({ status: "ok", backup: "stale", backupLastSuccessAt: hoursAgo(37).toISOString() });
  });
});

describe("the nightly schedule", () => {
  const taken = { location: "/srv/backups/x.rgvbak", manifest: {} as TakenBackup["manifest"], deleted: [] } satisfies TakenBackup;

  it("takes the due backup at its first look, warns of a missed night, and of a failure, tried again an hour later", async () => {
    const warnings: Array<Record<string, unknown>> = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
    let clock = now;
    let fail = true;
    const runs: Date[] = [];
    const runner = {
      async run(stillWanted: () => Promise<boolean>) {
        if (!(await stillWanted())) return null;
        runs.push(clock);
        if (fail) throw Object.assign(new Error("disk full: /srv/backups"), { code: "ENOSPC" });
        await recordBackup(handle.db, clock);
        return taken;
      },
    };
    // Last backed up two nights ago: last night's was missed.
    await recordBackup(handle.db, hoursAgo(36));
    const job = startBackupSchedule(handle.db, runner, "03:00", { intervalMs: 60_000, firstRunMs: 60_000, now: () => clock });
    try {
      expect(await job.runOnce()).toBeNull();
      expect(runs).toHaveLength(1);
      expect(warnings.map((line) => line.msg)).toEqual(["backup missed: taking it now", "backup failed"]);
      expect(warnings[1]).toMatchObject({ level: "warn", code: "ENOSPC", reason: "disk full: /srv/backups" });
      clock = new Date(now.getTime() + 30 * 60_000);
      await job.runOnce();
      expect(runs).toHaveLength(1);
      fail = false;
      clock = new Date(now.getTime() + 61 * 60_000);
      expect(await job.runOnce()).toBe(taken);
      expect(runs).toHaveLength(2);
      // Done for the night: the next looks take nothing until the next 3:00 (08:00 UTC in May).
      clock = new Date("2026-05-03T07:59:00Z");
      await job.runOnce();
      expect(runs).toHaveLength(2);
      clock = new Date("2026-05-03T08:00:00Z");
      await job.runOnce();
      expect(runs).toHaveLength(3);
      expect(warnings).toHaveLength(2);
    } finally {
      await job.stop();
    }
  });
});

describe("the backup socket", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "rgv-backup-socket-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers `npm run backup` with the server's backup, and no server is no answer", async () => {
    expect(await askServerForBackup(folder)).toBeNull();
    // A socket file left by a server that died: nobody listens.
    writeFileSync(controlSocketPath(folder), "");
    expect(await askServerForBackup(folder)).toBeNull();
    let answer = { ok: true as const, location: "/srv/backups/x.rgvbak", summary: ["Stored objects: 3 (0.1 MB)"] };
    const control = startControlSocket(folder, async () => answer);
    try {
      await vi.waitFor(async () => expect(await askServerForBackup(folder)).toEqual(answer));
      answer = { ...answer, location: "/srv/backups/y.rgvbak" };
      expect(await askServerForBackup(folder)).toEqual(answer);
    } finally {
      await control.stop();
    }
    expect(await askServerForBackup(folder)).toBeNull();
  });
});
