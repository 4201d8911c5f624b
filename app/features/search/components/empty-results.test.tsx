// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { listingsEn } from "~/i18n/listings.en";
import { listingsEs } from "~/i18n/listings.es";
import { searchEmptyEn, type SearchEmptyText } from "~/i18n/search-empty.en";
import { searchEmptyEs } from "~/i18n/search-empty.es";
import { pages } from "~/lib/routes";
import { parseSearchQuery } from "../search-parse";
import { EmptyResults } from "./empty-results";

afterEach(cleanup);

function renderEmpty(path: string, noneListed?: SearchEmptyText, search = "city=mcallen&maxPrice=200000", looser?: Record<string, number>) {
  const query = parseSearchQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: null, favorites: [], flash: null }),
      HydrateFallback: () => null,
      children: [{ path: path.slice(1), Component: () => <EmptyResults query={query} noneListed={noneListed} looser={looser} /> }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("a search without results", () => {
  it.each([
    [pages.search.en, listingsEn.search.empty, searchEmptyEn, pages.contact.en],
    [pages.search.es, listingsEs.search.empty, searchEmptyEs, pages.contact.es],
  ])("on a site with nothing listed (%s) says so and points to the agent, not to looser filters", async (path, t, none, contact) => {
    renderEmpty(path, none);
    expect(await screen.findByRole("heading", { name: none.title })).toBeTruthy();
    expect(screen.getByText(none.body)).toBeTruthy();
    expect(screen.getByRole("link", { name: none.contact }).getAttribute("href")).toBe(contact);
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it("with listings on the market offers looser searches", async () => {
    renderEmpty(pages.search.en);
    expect(await screen.findByRole("heading", { name: listingsEn.search.empty.title })).toBeTruthy();
    expect(screen.queryByText(searchEmptyEn.title)).toBeNull();
  });

  it("offers only the searches the server found listings for, with their counts, and quotes the text once", async () => {
    renderEmpty(pages.search.en, undefined, "q=3437+Mesquite+Lane&city=donna", { "drop:q=3437 Mesquite Lane": 12, "city:weslaco": 3 });
    const links = (await screen.findAllByRole("link")).map((link) => link.textContent);
    expect(links).toEqual(["Remove “3437 Mesquite Lane” (12)", "Weslaco (3)", listingsEn.search.empty.startOver]);
  });
});
