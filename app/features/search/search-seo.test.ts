import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-parse";
import { isFiltered, searchSeo } from "./search-seo";

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
