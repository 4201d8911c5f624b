import { describe, expect, it } from "vitest";
import { daysOnMarket, historyEntries, isPriceReduced, isSoldShown, postedDay, visibilityOf, type HistoryRow } from "./price-history";

const now = new Date("2026-11-25T18:00:00Z");
const row = (at: string, event: HistoryRow["event"], status: string, price: number, previousPrice: number | null = null): HistoryRow => ({ at: new Date(at), event, status, price, previousPrice });

describe("price history", () => {
  it("lists the entries newest first, with a price change's amount and percent", () => {
    const entries = historyEntries([
      row("2026-09-01T15:00:00Z", "listed", "Active", 400_000),
      row("2026-10-15T15:00:00Z", "price", "Active", 380_000, 400_000),
      row("2026-11-20T15:00:00Z", "status", "Pending", 380_000),
    ]);
    expect(entries).toEqual([
      { day: "2026-11-20", label: "Pending", price: 380_000 },
      { day: "2026-10-15", label: "priceChange", price: 380_000, change: { amount: -20_000, percent: -5 } },
      { day: "2026-09-01", label: "listed", price: 400_000 },
    ]);
  });

  it("dates an entry by the Valley's calendar: 11 pm in McAllen is still that day", () => {
    expect(historyEntries([row("2026-11-03T05:00:00Z", "listed", "Active", 1)])[0]?.day).toBe("2026-11-02");
  });
});

describe("days on market", () => {
  const listing = { onMarketDate: "2026-01-01", standardStatus: "Active", closeDate: null };

  it("counts from the last time the listing was listed to today", () => {
    const rows = [row("2026-03-01T15:00:00Z", "listed", "Active", 1), row("2026-05-01T15:00:00Z", "status", "Withdrawn", 1), row("2026-11-15T15:00:00Z", "listed", "Active", 1)];
    expect(daysOnMarket(listing, rows, now)).toBe(10);
  });

  it("counts from the on-market date when there is no history, and to the close date once sold", () => {
    expect(daysOnMarket(listing, [], now)).toBe(328);
    expect(daysOnMarket({ onMarketDate: null, standardStatus: "Closed", closeDate: "2026-10-31" }, [row("2026-10-01T15:00:00Z", "listed", "Active", 1)], now)).toBe(30);
    expect(daysOnMarket({ onMarketDate: null, standardStatus: "Active", closeDate: null }, [], now)).toBeNull();
    expect(daysOnMarket({ onMarketDate: "2026-12-01", standardStatus: "ComingSoon", closeDate: null }, [], now)).toBeNull();
  });
});

describe("posted day", () => {
  const day = 86_400_000;
  const comingSoon = { onMarketDate: "2026-12-10", standardStatus: "ComingSoon", closeDate: null, listingContractDate: "2026-11-20" };

  it("is the day days on market count from, so the two agree", () => {
    const rows = [row("2026-11-20T15:00:00Z", "listed", "ComingSoon", 1)];
    const posted = postedDay(comingSoon, rows, now);
    expect(posted).toBe("2026-11-20");
    expect(new Date(`${posted}T12:00:00Z`).getTime() + (daysOnMarket(comingSoon, rows, now) ?? NaN) * day).toBe(new Date("2026-11-25T12:00:00Z").getTime());
    expect(postedDay({ onMarketDate: "2026-01-01", listingContractDate: null }, [], now)).toBe("2026-01-01");
  });

  it("is never a day to come: a Coming-soon listing without history is posted the day its brokerage listed it, or not at all", () => {
    expect(postedDay(comingSoon, [], now)).toBe("2026-11-20");
    expect(daysOnMarket(comingSoon, [], now)).toBeNull();
    expect(postedDay({ ...comingSoon, listingContractDate: "2026-11-30" }, [], now)).toBeNull();
  });
});

describe("price reduced", () => {
  const day = 86_400_000;
  it("holds for a lower price changed within 30 days", () => {
    expect(isPriceReduced({ listPrice: 380_000, previousListPrice: 400_000, priceChangeTimestamp: new Date(now.getTime() - 29 * day) }, now)).toBe(true);
    expect(isPriceReduced({ listPrice: 380_000, previousListPrice: 400_000, priceChangeTimestamp: new Date(now.getTime() - 31 * day) }, now)).toBe(false);
    expect(isPriceReduced({ listPrice: 420_000, previousListPrice: 400_000, priceChangeTimestamp: now }, now)).toBe(false);
    expect(isPriceReduced({ listPrice: 380_000, previousListPrice: null, priceChangeTimestamp: null }, now)).toBe(false);
  });
});

describe("who sees a listing", () => {
  const own = { originatingSystemName: "agent", standardStatus: "Closed" };
  it("shows the agent's own sold listing for 90 days after it closed, then it is gone", () => {
    expect(isSoldShown({ ...own, closeDate: "2026-08-27" }, now)).toBe(true);
    expect(isSoldShown({ ...own, closeDate: "2026-08-26" }, now)).toBe(false);
    expect(visibilityOf({ ...own, closeDate: "2026-11-01" }, now)).toBe("sold");
    expect(visibilityOf({ ...own, closeDate: "2026-01-01" }, now)).toBe("gone");
    expect(visibilityOf({ ...own, closeDate: null }, now)).toBe("gone");
  });

  it("keeps other sources' sold listings gone, drafts hidden and withdrawn ones gone", () => {
    expect(visibilityOf({ originatingSystemName: "demo", standardStatus: "Closed", closeDate: "2026-11-01" }, now)).toBe("gone");
    expect(visibilityOf({ originatingSystemName: "agent", standardStatus: "Incomplete", closeDate: null }, now)).toBe("draft");
    expect(visibilityOf({ originatingSystemName: "agent", standardStatus: "Withdrawn", closeDate: null }, now)).toBe("gone");
    expect(visibilityOf({ originatingSystemName: "agent", standardStatus: "Expired", closeDate: null }, now)).toBe("gone");
    expect(visibilityOf({ originatingSystemName: "demo", standardStatus: "Pending", closeDate: null }, now)).toBe("live");
  });
});
