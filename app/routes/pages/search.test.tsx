// @vitest-environment route
import { cleanup, screen, waitFor } from "@testing-library/react";
import { beforeAll, afterEach, describe, expect, it } from "vitest";
import { pages } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { field, renderRoutes, sendWithoutScript, typeInto } from "../../../tests/support/route-stub";
import * as search from "./search";

appDatabaseForFile("search-route");
afterEach(cleanup);

beforeAll(async () => {
  await insertListings(getDb(), [
    makeListing({ listingKey: "route-search-low", listPrice: 150_000 }),
    makeListing({ listingKey: "route-search-mid", listPrice: 300_000 }),
    makeListing({ listingKey: "route-search-high", listPrice: 600_000 }),
  ]);
});

/** The filters beside the results (the phone's dialog has the same form). */
const filters = () => screen.getAllByTestId("search-filters")[0] as HTMLFormElement;
const cardKeys = () => [...document.querySelectorAll("[data-listing-key]")].map((card) => card.getAttribute("data-listing-key"));

describe.each(["en", "es"] as const)("the search page (%s)", (lang) => {
  it("reads a price range typed the wrong way round as meant: the fields show it in order and the results are within it", async () => {
    renderRoutes([{ path: pages.search[lang].slice(1), module: search }], pages.search[lang]);
    // The filters are islands: their code arrives after the page's, and the phone's copy found first goes once it does.
    await waitFor(() => expect(new Set(cardKeys())).toEqual(new Set(["route-search-low", "route-search-mid", "route-search-high"])));
    await screen.findAllByTestId("search-filters");
    typeInto("minPrice", "400000", filters());
    typeInto("maxPrice", "200,000 or so", filters());
    sendWithoutScript(filters());
    await waitFor(() => expect(cardKeys()).toEqual(["route-search-high"]));
    // A value no price reads as is dropped rather than refused: the page keeps the rest of the search.
    expect(field("minPrice", filters()).value).toBe("400000");
    expect(field("maxPrice", filters()).value).toBe("");

    typeInto("maxPrice", "200000", filters());
    sendWithoutScript(filters());
    await waitFor(() => expect(cardKeys()).toEqual(["route-search-mid"]));
    expect(field("minPrice", filters()).value).toBe("200000");
    expect(field("maxPrice", filters()).value).toBe("400000");
  });
});
