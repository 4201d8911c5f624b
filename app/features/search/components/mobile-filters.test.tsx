// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../search-parse";
import { listingsEn } from "~/i18n/listings.en";
import { MobileFilters } from "./mobile-filters";

afterEach(cleanup);

const t = listingsEn.search;

function SearchPage() {
  const { query, total } = useLoaderData() as { query: ReturnType<typeof parseSearchQuery>; total: number };
  const { search } = useLocation();
  return (
    <>
      <MobileFilters query={query} total={total} />
      <output data-testid="url">{search}</output>
    </>
  );
}

/** The search page: its loader reads the query from the URL, as the real one does, and finds 12 listings. */
function renderSearch(entry = "/en/search") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: null, favorites: [], flash: null }),
      HydrateFallback: () => null,
      children: [{ path: "en/search", Component: SearchPage, loader: ({ request }) => ({ query: parseSearchQuery(new URL(request.url).searchParams), total: 12 }) }],
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

const url = () => screen.getByTestId("url").textContent;
const opener = () => screen.findByRole("button", { name: /^Filters/ });

describe("MobileFilters", () => {
  it("is a button once hydrated, counting the filters in use", async () => {
    renderSearch("/en/search?city=mission&beds=3");
    const button = await opener();
    expect(button.textContent).toBe(t.filtersCount.replace("{count}", "2"));
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByTestId("filters-sheet")).toBeNull();
  });

  it("opens the filters in a sheet and closes it with its close button, giving focus back", async () => {
    renderSearch();
    const button = await opener();
    fireEvent.click(button);
    const sheet = await screen.findByTestId("filters-sheet");
    expect(sheet.getAttribute("role")).toBe("dialog");
    expect(screen.getByRole("dialog", { name: t.filtersTitle })).toBe(sheet);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: t.closeFilters }));
    await waitFor(() => expect(screen.queryByTestId("filters-sheet")).toBeNull());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("updates the results behind the sheet as a filter changes, and closes on showing them", async () => {
    renderSearch();
    fireEvent.click(await opener());
    const sheet = await screen.findByTestId("filters-sheet");
    const city = screen.getByLabelText(t.city) as HTMLSelectElement;
    expect(sheet.contains(city)).toBe(true);
    fireEvent.change(city, { target: { value: "mission" } });
    await waitFor(() => expect(url()).toBe("?city=mission"));
    // Still open while choosing; the button names what it will show.
    expect(screen.getByTestId("filters-sheet")).toBe(sheet);
    fireEvent.click(screen.getByLabelText(listingsEn.types.ResidentialLease));
    await waitFor(() => expect(url()).toBe("?city=mission&type=ResidentialLease"));
    fireEvent.click(screen.getByRole("button", { name: t.showResults.other.replace("{count}", "12") }));
    await waitFor(() => expect(screen.queryByTestId("filters-sheet")).toBeNull());
    expect(url()).toContain("city=mission");
    expect((await opener()).textContent).toBe(t.filtersCount.replace("{count}", "2"));
  });
});
