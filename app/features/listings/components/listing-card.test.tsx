// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ListingSummary } from "../summary";
import { ListingCard } from "./listing-card";

afterEach(cleanup);

const base: ListingSummary = {
  listingKey: "M1",
  standardStatus: "Active",
  propertyType: "Residential",
  propertySubType: "SingleFamilyResidence",
  listPrice: 289_000,
  leaseAmountFrequency: null,
  unparsedAddress: "902 Sandpiper Ave",
  city: "Edinburg",
  stateOrProvince: "TX",
  postalCode: "78539",
  bedroomsTotal: 3,
  bathroomsTotalDecimal: 2.5,
  livingArea: 1_650,
  buildingAreaTotal: null,
  lotSizeAcres: null,
  clearHeightFt: null,
  dockDoors: null,
  refrigeratedYN: false,
  newConstructionYN: false,
  modificationTimestamp: new Date("2026-11-25T17:00:00Z"),
  listOfficeName: "Palmview Realty Group",
  photo: null,
  photoCount: 0,
};

/** The card as a page in `lang` renders it: the HTML a visitor and a crawler get. */
async function renderCard(listing: ListingSummary, lang: "en" | "es" = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: null, favorites: [], flash: null }),
      HydrateFallback: () => null,
      children: [{ path: `${lang}/search`, Component: () => <ListingCard listing={listing} sizes="100vw" favorited={false} /> }],
    },
  ]);
  const { container } = render(<Stub initialEntries={[`/${lang}/search`]} />);
  await screen.findByTestId("card-price");
  return container;
}

describe("a listing card under IDX rules", () => {
  it.each([
    ["en", "Address withheld by the MLS", "Listing courtesy of Palmview Realty Group."],
    ["es", "Dirección reservada por el MLS", "Cortesía de Palmview Realty Group."],
  ] as const)("in %s, says the MLS withholds the address, links by city and ZIP, and credits the office", async (lang, withheld, courtesy) => {
    const container = await renderCard({ ...base, unparsedAddress: "", internetAddressDisplayYN: false }, lang);
    const link = screen.getByRole("link", { name: withheld });
    expect(link.getAttribute("href")).toMatch(/\/M1\/edinburg-tx-78539$/);
    expect(screen.getByTestId("card-place").textContent).toBe("Edinburg, TX 78539");
    expect(screen.getByTestId("card-courtesy").textContent).toBe(courtesy);
    expect(container.innerHTML).not.toContain("Sandpiper");
  });

  it("shows an address the MLS allows", async () => {
    await renderCard(base);
    expect(screen.getByRole("link", { name: "902 Sandpiper Ave" }).getAttribute("href")).toBe("/en/property/M1/902-sandpiper-ave-edinburg-tx-78539");
  });

  it("keeps the agent's own listings as listed by the agent", async () => {
    await renderCard({ ...base, agentName: "Marisa Villarreal" });
    expect(screen.getByText("Listed by Marisa Villarreal")).toBeTruthy();
    expect(screen.queryByTestId("card-courtesy")).toBeNull();
  });
});

describe("a listing card's baths", () => {
  it.each([
    ["en", "3 beds", "2.5 baths"],
    ["es", "3 recámaras", "2½ baños"],
  ] as const)("in %s, count a half bath as half", async (lang, beds, baths) => {
    const container = await renderCard(base, lang);
    expect(container.textContent).toContain(beds);
    expect(container.textContent).toContain(baths);
  });
});

describe("a rental's card", () => {
  const rental: ListingSummary = { ...base, propertyType: "ResidentialLease", listPrice: 1_650, leaseAmountFrequency: "Monthly" };

  it.each([
    ["en", "2000-01-01", "Available now"],
    ["es", "2000-01-01", "Disponible ya"],
    ["en", "2999-01-01", "Available Jan 1"],
    ["es", "2999-01-01", "Disponible el 1 de enero"],
  ] as const)("in %s, for %s, says %s", async (lang, availableOn, text) => {
    await renderCard({ ...rental, availableOn }, lang);
    expect(screen.getByTestId("card-available").textContent).toBe(text);
  });

  it("says nothing of when without a date", async () => {
    await renderCard(rental);
    expect(screen.queryByTestId("card-available")).toBeNull();
  });
});
