// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { kindOfTypes } from "../kinds";
import { parseSearchQuery } from "../search-parse";
import { KindSwitch } from "./kind-switch";

afterEach(cleanup);

function renderSwitch(search: string) {
  const query = parseSearchQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([{ path: "/en/search", Component: () => <KindSwitch query={query} view="list" /> }]);
  render(<Stub initialEntries={[`/en/search?${search}`]} />);
}

const current = () => screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.dataset.kind);

describe("the Buy / Rent / Commercial switch and the filters (issue 44, item 5)", () => {
  it("marks the tab a property type chosen in the filters amounts to, and All only when none is chosen", async () => {
    renderSwitch("type=Residential");
    await screen.findAllByRole("link");
    expect(current()).toEqual(["buy"]);
    cleanup();
    renderSwitch("type=ResidentialLease");
    await screen.findAllByRole("link");
    expect(current()).toEqual(["rent"]);
    cleanup();
    renderSwitch("city=mcallen");
    await screen.findAllByRole("link");
    expect(current()).toEqual(["all"]);
  });

  it("replaces the types chosen when a tab is taken, keeping the rest of the search", async () => {
    renderSwitch("type=Residential&city=edinburg");
    const rent = (await screen.findAllByRole("link")).find((link) => link.dataset.kind === "rent");
    const href = new URL(rent?.getAttribute("href") ?? "", "http://x");
    expect(href.searchParams.get("kind")).toBe("rent");
    expect(href.searchParams.get("type")).toBeNull();
    expect(href.searchParams.get("city")).toBe("edinburg");
  });

  it("reads no kind from types that span two", () => {
    expect(kindOfTypes(["Residential", "CommercialSale"])).toBeUndefined();
    expect(kindOfTypes(["CommercialSale", "CommercialLease"])).toBe("commercial");
    expect(kindOfTypes([])).toBeUndefined();
  });
});
