import { describe, expect, it } from "vitest";
import { cityList } from "~/lib/cities";
import { pageIds } from "~/lib/routes";
import { categoryIds, isCategoryId } from "./categories";
import { heroSearchHref } from "./hero-search";
import { searchHref } from "./search-url";

describe("heroSearchHref", () => {
  it("opens a category page's search with its category", () => {
    for (const lang of ["en", "es"] as const) {
      for (const category of categoryIds) expect(heroSearchHref(lang, category)).toBe(searchHref(lang, { category }));
    }
    expect(heroSearchHref("en", "commercial-warehouses")).toBe("/en/search?category=commercial-warehouses");
  });

  it("opens a city guide's homes for sale, and the whole search from any other page", () => {
    const cityPages = new Map(cityList.map((city) => [city.page as string, city.homesPage]));
    for (const id of pageIds) {
      const category = isCategoryId(id) ? id : cityPages.get(id);
      expect(heroSearchHref("es", id), id).toBe(isCategoryId(category) ? searchHref("es", { category }) : searchHref("es", {}));
    }
  });
});
