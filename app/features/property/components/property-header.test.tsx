// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mlsNumberOf } from "~/features/listings/mls-number";
import { OWN_SOURCE } from "~/features/listings/model";
import type { Lang } from "~/lib/routes";
import { makeListing } from "~/server/seed/factory";
import { FactsTable } from "./facts-table";
import { PropertyHeader } from "./property-header";
import type { PropertyListing } from "./types";

afterEach(cleanup);

function listingOf(fields: { listingKey: string; listingId: string; originatingSystemName: string }): PropertyListing {
  const { listing } = makeListing(fields);
  return { ...listing, otherStructures: [], remarks: null, remarksLang: "en", mlsNumber: mlsNumberOf(listing) } as unknown as PropertyListing;
}

async function renderPage(lang: Lang, listing: PropertyListing): Promise<string> {
  const Page = () => (
    <>
      <PropertyHeader listing={listing} />
      <FactsTable listing={listing} daysOnMarket={null} history={[]} />
    </>
  );
  const Stub = createRoutesStub([{ path: `/${lang}/listing`, Component: Page }]);
  render(<Stub initialEntries={[`/${lang}/listing`]} />);
  return (await screen.findByTestId("facts")).ownerDocument.body.textContent ?? "";
}

describe("the property page's MLS line", () => {
  it.each(["en", "es"] as const)("is nowhere on the agent's own listing without an MLS number, nor is its key (%s)", async (lang) => {
    const text = await renderPage(lang, listingOf({ listingKey: "ALBJAS2WP", listingId: "ALBJAS2WP", originatingSystemName: OWN_SOURCE }));
    expect(screen.queryByTestId("mls-number")).toBeNull();
    expect(text).not.toMatch(/MLS/);
    expect(text).not.toContain("ALBJAS2WP");
  });

  it("shows the number the agent entered, in the header and the facts", async () => {
    await renderPage("en", listingOf({ listingKey: "ALBJAS2WP", listingId: "E-4417", originatingSystemName: OWN_SOURCE }));
    expect(screen.getByTestId("mls-number").textContent).toBe("· MLS # E-4417");
    expect(screen.getByRole("rowheader", { name: "MLS number" }).nextElementSibling?.textContent).toBe("E-4417");
  });

  it("shows a feed listing's number", async () => {
    await renderPage("es", listingOf({ listingKey: "M1001", listingId: "M1001", originatingSystemName: "mls" }));
    expect(screen.getByTestId("mls-number").textContent).toBe("· MLS # M1001");
  });
});
