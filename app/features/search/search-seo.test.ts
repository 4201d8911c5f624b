import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-parse";
import { isFiltered, parentSearches, searchSeo } from "./search-seo";
import { searchQueryToParams } from "./search-query";

const query = (params: string) => parseSearchQuery(new URLSearchParams(params));
const page = { title: "Search Homes and Property in the RGV", description: "Search every listing." };
const seo = (params: string, lang: "en" | "es", total = 12, siteName = "Marisa Villarreal") => searchSeo(query(params), lang, { total, siteName, page });

describe("a search page's title and description", () => {
  it("are the page's own for the whole market, in any order or page of it", () => {
    for (const params of ["", "sort=price-asc", "page=3", "pageSize=48"]) {
      expect(isFiltered(query(params)), params).toBe(false);
      expect(seo(params, "en")).toEqual(page);
    }
    expect(isFiltered(query("city=edinburg"))).toBe(true);
  });

  it("name the filters, whole prices where they fit, in each language", () => {
    expect(seo("type=Residential&city=edinburg&maxPrice=300000", "en")).toEqual({
      title: "Homes for sale in Edinburg under $300,000",
      description: "Homes for sale in Edinburg under $300,000: 12 listings. See photos, prices and maps, and save the search to hear of new listings by e-mail.",
    });
    expect(seo("type=Residential&city=edinburg&maxPrice=300000", "es", 1, "RGV")).toEqual({
      title: "Casas en venta en Edinburg por menos de $300,000",
      description: "Casas en venta en Edinburg por menos de $300,000: 1 propiedad. Mira fotos, precios y mapas, y guarda la búsqueda para enterarte por correo de las propiedades nuevas.",
    });
    expect(seo("kind=rent&beds=2&city=mcallen", "en", 0).description).toBe(
      "2+ bd homes for rent in McAllen: none right now. See photos, prices and maps, and save the search to hear of new listings by e-mail.",
    );
    expect(seo("kind=rent&beds=2&city=mcallen", "es", 0).description).toMatch(/^Casas en renta de 2\+ rec\. en McAllen: ninguna por ahora\. /);
  });

  it("write prices short where whole ones would leave the title, the site's name after it, longer than 65 characters", () => {
    const { title } = seo("type=Residential&city=edinburg&maxPrice=300000", "es");
    expect(title).toBe("Casas en venta en Edinburg por menos de $300K");
    expect([...`${title} | Marisa Villarreal`].length).toBeLessThanOrEqual(65);
    expect(seo("beds=3&city=mission&minPrice=200000&maxPrice=350000", "en").title).toBe("3+ bd listings in Mission at $200K–$350K");
  });
});

describe("a search's parents", () => {
  const parents = (params: string) => parentSearches(query(params)).map((parent) => searchQueryToParams(parent).toString());

  it("drop the words first, then all but place and kind, then all but kind, then everything; never the order or page", () => {
    expect(parents("q=alberca&city=mcallen&kind=rent&beds=3&sort=price-asc&page=2")).toEqual(["city=mcallen&beds=3&kind=rent", "city=mcallen&kind=rent", "kind=rent", ""]);
    expect(parents("city=edinburg&maxPrice=90000")).toEqual(["city=edinburg", ""]);
    expect(parents("type=Residential&pool=true")).toEqual(["type=Residential", ""]);
  });

  it("leave out a parent that is the search itself, and have none above the whole market", () => {
    expect(parents("city=mission")).toEqual([""]);
    expect(parents("")).toEqual([]);
    expect(parents("sort=size&page=3")).toEqual([]);
  });
});
