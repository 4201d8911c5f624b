import { describe, expect, it } from "vitest";
import { duration, progressLine, progressReporter } from "./progress";
import { summaryLines } from "./summary";
import type { SyncReport } from "./sync.server";

describe("the sync's progress", () => {
  it("shows records, photos, rates and an ETA when the total is known", () => {
    expect(progressLine({ phase: "records", records: 250, total: 1_000, photos: 5_000 }, 50_000, 10)).toBe(
      "[###.......] 25% 250/1000 records (5.0/s), 5000 photos (100.0/s) ETA 2m 30s",
    );
    expect(progressLine({ phase: "records", records: 10, total: null, photos: 0 }, 5_000)).toBe("10 records (2.0/s), 0 photos (0.0/s)");
    expect(duration(65_000)).toBe("1m 05s");
  });

  it("redraws one line on a terminal and writes plain lines elsewhere", () => {
    let now = 0;
    const written: string[] = [];
    const plain = progressReporter({ write: (text: string) => written.push(text), isTTY: false }, () => now);
    plain.update({ phase: "records", records: 1, total: 2, photos: 0 });
    now = 1_000;
    plain.update({ phase: "records", records: 2, total: 2, photos: 0 });
    now = 11_000;
    plain.update({ phase: "records", records: 2, total: 2, photos: 0 });
    plain.done();
    expect(written).toHaveLength(2);
    now = 12_000;
    plain.update({ phase: "records", records: 2, total: 2, photos: 1 });
    plain.done();
    expect(written).toHaveLength(3);
    expect(written.every((line) => line.endsWith("\n") && !line.includes("\r"))).toBe(true);
    const tty: string[] = [];
    const bar = progressReporter({ write: (text: string) => tty.push(text), isTTY: true }, () => now);
    bar.update({ phase: "records", records: 1, total: 2, photos: 0 });
    expect(tty[0]?.startsWith("\r\u001b[2K[")).toBe(true);
  });
});

describe("the pass's summary", () => {
  const report = (patch: Partial<SyncReport["counts"]> = {}, more: Partial<SyncReport> = {}): SyncReport => ({
    ok: true,
    full: true,
    reconciled: true,
    stopped: false,
    error: null,
    photosFailed: 1,
    retries: { listings: 0, recovered: 0, failed: 0, givenUp: 0 },
    counts: { new: 120, updated: 0, removed: 0, failed: 2, photos: 240, read: 250, total: 250, skipped: { City: 1, ListPrice: 1 }, dropped: { ClosePrice: 2, PreviousListPrice: 1, OnMarketDate: 3 }, photosFailed: 1, ...patch },
    ...more,
  });

  it("says how many of the counted records were read, and what was dropped and skipped by field", () => {
    expect(summaryLines(report())).toEqual([
      "Full import: 250 of 250 records; 120 new, 0 updated, 0 removed; 240 photos (1 failed); keys reconciled.",
      "6 values dropped (stored empty): OnMarketDate 3, ClosePrice 2, PreviousListPrice 1.",
      "2 records skipped: City 1, ListPrice 1.",
    ]);
  });

  it("says plainly when a pass read fewer records than the server counted", () => {
    const lines = summaryLines(report({ read: 50, skipped: {}, dropped: {} }, { full: false, reconciled: false, retries: { listings: 2, recovered: 3, failed: 1, givenUp: 0 } }));
    expect(lines[0]).toBe("Incremental pass: 50 of 250 records; 120 new, 0 updated, 0 removed; 240 photos (1 failed); photos tried again for 2 listings: 3 came, 1 failed.");
    expect(lines.slice(1)).toEqual(["No values dropped.", "No records skipped.", "The server counted 250 records but the pass read 50: the feed may have changed during the pass, or the server pages wrongly."]);
  });
});
