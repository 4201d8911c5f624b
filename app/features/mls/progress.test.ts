import { describe, expect, it } from "vitest";
import { duration, progressLine, progressReporter } from "./progress";

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
