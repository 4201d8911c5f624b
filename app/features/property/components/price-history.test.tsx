// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "~/lib/routes";
import type { PageHistoryEntry } from "../types";
import { PriceHistory } from "./price-history";

afterEach(cleanup);

const listed: PageHistoryEntry = { day: "2026-11-27", date: "Nov 27, 2026", label: "listed", price: 250_000 };
const closed: PageHistoryEntry = { day: "2026-11-27", date: "Nov 27, 2026", label: "Closed", price: 248_000 };

async function daysText(lang: Lang, entries: readonly PageHistoryEntry[], days: number): Promise<string | null> {
  const Stub = createRoutesStub([{ path: `/${lang}/listing`, Component: () => <PriceHistory entries={entries} daysOnMarket={days} propertyType="Residential" /> }]);
  render(<Stub initialEntries={[`/${lang}/listing`]} />);
  return (await screen.findByTestId("days-on-market")).textContent;
}

describe("the price history's days on market", () => {
  it.each([
    ["en", "Listed today"],
    ["es", "Publicada hoy"],
  ] as const)("says a listing listed today is (%s)", async (lang, text) => {
    expect(await daysText(lang, [listed], 0)).toBe(text);
  });

  it("counts the days once there are some", async () => {
    expect(await daysText("en", [listed], 1)).toBe("1 day on market");
    cleanup();
    expect(await daysText("es", [listed], 12)).toBe("12 días en el mercado");
  });

  it("keeps a sale closed on its first day at 0 days", async () => {
    expect(await daysText("en", [closed, listed], 0)).toBe("0 days on market");
  });
});
