import { describe, expect, it } from "vitest";
import { backupDue, backupNight, minutesPastDue } from "./job.server";
import { archiveName, archivesToDelete, archiveTime, isoWeek } from "./retention";

/** 3:00 in the Valley on a day of 2026 (daylight time from March 8 to November 1: UTC−5, else UTC−6). */
const nightly = (day: string) => new Date(`${day}T${day >= "2026-03-08" && day < "2026-11-01" ? "08" : "09"}:00:00.000Z`);

describe("archive names", () => {
  it("carry the snapshot's time, and only ours are read as archives", () => {
    const at = new Date("2026-05-01T08:00:00.123Z");
    expect(archiveName(at)).toBe("backup-2026-05-01T080000.123Z.rgvbak");
    expect(archiveTime(archiveName(at))).toEqual(at);
    expect(archiveTime("notes.txt")).toBeNull();
    expect(archiveTime(".backup-2026-05-01T080000.123Z.rgvbak.partial")).toBeNull();
    expect(archiveTime("backup-2026-13-01T080000.123Z.rgvbak")).toBeNull();
  });
});

describe("retention", () => {
  it("names ISO weeks as calendars do", () => {
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
    expect(isoWeek("2026-05-03")).toBe("2026-W18");
    expect(isoWeek("2026-05-04")).toBe("2026-W19");
  });

  it("keeps 7 daily, 4 weekly and 6 monthly of a year of nightly backups", () => {
    const names: string[] = [];
    for (let day = new Date("2026-01-01T12:00:00Z"); day <= new Date("2026-12-31T12:00:00Z"); day.setUTCDate(day.getUTCDate() + 1)) {
      names.push(archiveName(nightly(day.toISOString().slice(0, 10))));
    }
    const deleted = new Set(archivesToDelete(names, { daily: 7, weekly: 4, monthly: 6 }));
    const kept = names.filter((name) => !deleted.has(name)).map((name) => name.slice(7, 17));
    expect(kept).toEqual([
      // The newest of each of the last six months, the last four ISO weeks (Sundays) and the last seven days.
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-13",
      "2026-12-20",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
  });

  it("keeps the newest of a day's several backups, the newest always, and never touches other files", () => {
    const names = [archiveName(new Date("2026-05-01T08:00:00Z")), archiveName(new Date("2026-05-01T20:00:00Z")), archiveName(new Date("2026-05-02T08:00:00Z")), "notes.txt"];
    expect(archivesToDelete(names, { daily: 1, weekly: 0, monthly: 0 })).toEqual([names[1], names[0]]);
    expect(archivesToDelete(names, { daily: 7, weekly: 0, monthly: 0 })).toEqual([names[0]]);
  });
});

describe("the nightly schedule", () => {
  it("puts an instant in the night it belongs to, in the Valley's clock", () => {
    expect(backupNight(new Date("2026-05-01T07:59:00Z"), "03:00")).toBe("2026-04-30");
    expect(backupNight(new Date("2026-05-01T08:00:00Z"), "03:00")).toBe("2026-05-01");
    expect(backupNight(new Date("2026-12-01T08:30:00Z"), "03:00")).toBe("2026-11-30");
    expect(backupNight(new Date("2026-12-01T09:00:00Z"), "03:00")).toBe("2026-12-01");
  });

  it("is due once a night from BACKUP_TIME, at once for a site never backed up, and after a night missed", () => {
    const lastNight = nightly("2026-05-01");
    expect(backupDue(null, new Date("2026-05-01T15:00:00Z"), "03:00")).toBe(true);
    expect(backupDue(lastNight, new Date("2026-05-02T07:00:00Z"), "03:00")).toBe(false);
    expect(backupDue(lastNight, new Date("2026-05-02T08:00:00Z"), "03:00")).toBe(true);
    // Taken late (the server was down at 3:00), it still counts for its night.
    expect(backupDue(new Date("2026-05-01T18:00:00Z"), new Date("2026-05-02T07:59:00Z"), "03:00")).toBe(false);
    // Taken by hand before 3:00, the night's is still due.
    expect(backupDue(new Date("2026-05-02T06:00:00Z"), new Date("2026-05-02T08:01:00Z"), "03:00")).toBe(true);
    expect(backupDue(lastNight, new Date("2026-05-04T12:00:00Z"), "03:00")).toBe(true);
  });

  it("knows how late it runs", () => {
    expect(minutesPastDue(new Date("2026-05-01T08:05:00Z"), "03:00")).toBe(5);
    expect(minutesPastDue(new Date("2026-05-01T07:55:00Z"), "03:00")).toBe(1_435);
  });
});
