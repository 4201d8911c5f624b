import { describe, expect, it } from "vitest";
import { listStatuses } from "~/features/listings/model";
import { movesFrom, REVERT_DAYS, revertColumns, revertibleChange, statusUndo, type ChangeRecord } from "./lifecycle";

const now = new Date("2026-12-06T18:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const change = (id: number, from: string, to: string, at: Date, extra: Record<string, [unknown, unknown]> = {}): ChangeRecord => ({
  id,
  action: "status",
  at,
  revertedAt: null,
  changes: { standardStatus: [from, to], ...extra },
});

describe("the Status box's moves", () => {
  it("offers every move the lifecycle allows, so no status but a sale is left without one", () => {
    expect(movesFrom("Active")).toEqual(["Pending", "Closed", "Withdrawn", "Expired"]);
    expect(movesFrom("Pending")).toEqual(["Active", "Closed", "Withdrawn"]);
    expect(movesFrom("Withdrawn")).toEqual(["Active"]);
    expect(movesFrom("Expired")).toEqual(["Active"]);
    expect(movesFrom("ComingSoon")).toEqual(["Active", "Withdrawn"]);
    // A draft goes Active by the editor's own Publish button, which saves its fields first.
    expect(movesFrom("Incomplete")).toEqual(["ComingSoon"]);
    expect(movesFrom("Closed")).toEqual([]);
    for (const status of listStatuses) if (status !== "Closed") expect(movesFrom(status).length).toBeGreaterThan(0);
  });
});

describe("undoing a status change", () => {
  const sold = change(7, "Active", "Closed", daysAgo(2), { closePrice: [null, 325_000], closeDate: [null, "2026-12-04"] });

  it("is offered for the newest change while the listing still has its status", () => {
    expect(revertibleChange([sold], "Closed", now)).toBe(sold);
    // Another tab changed the status since: that page's undo would put back the wrong thing.
    expect(revertibleChange([sold], "Active", now)).toBeNull();
  });

  it(`lasts ${REVERT_DAYS} days`, () => {
    const justInside = change(1, "Active", "Withdrawn", new Date(daysAgo(REVERT_DAYS).getTime() + 1000));
    const justPast = change(2, "Active", "Withdrawn", daysAgo(REVERT_DAYS));
    expect(revertibleChange([justInside], "Withdrawn", now)).toBe(justInside);
    expect(revertibleChange([justPast], "Withdrawn", now)).toBeNull();
    expect(statusUndo([justInside], "Withdrawn", now)).toEqual({ id: 1, to: "Active", until: new Date(justInside.at.getTime() + REVERT_DAYS * 86_400_000).toISOString() });
  });

  it("goes newest first: an older change is offered only once the newer ones are undone", () => {
    const pending = change(5, "Active", "Pending", daysAgo(5));
    expect(revertibleChange([sold, pending], "Closed", now)).toBe(sold);
    const undone = { ...sold, revertedAt: daysAgo(1) };
    expect(revertibleChange([undone, pending], "Pending", now)).toBe(pending);
    // Other audit entries (saves, photos, the undoing itself) don't count as status changes.
    const saved = { ...change(9, "x", "y", daysAgo(1)), action: "saved" };
    const reverted = { ...change(8, "Closed", "Pending", daysAgo(1)), action: "reverted" };
    expect(revertibleChange([saved, reverted, undone, pending], "Pending", now)).toBe(pending);
  });

  it("puts back every value the change set, and nothing else", () => {
    expect(revertColumns(sold)).toEqual({ standardStatus: "Active", closePrice: null, closeDate: null });
    const relisted = change(3, "Withdrawn", "Active", daysAgo(1), { onMarketDate: ["2026-01-10", "2026-12-05"], listPrice: [1, 2] });
    expect(revertColumns(relisted)).toEqual({ standardStatus: "Withdrawn", onMarketDate: "2026-01-10" });
  });
});
