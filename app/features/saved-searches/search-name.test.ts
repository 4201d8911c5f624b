import { describe, expect, it } from "vitest";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { parseSearchQuery } from "~/features/search/search-parse";
import { searchName } from "./search-name";

const name = (params: string, lang: "en" | "es") => searchName(parseSearchQuery(new URLSearchParams(params)), lang);

describe("searchName", () => {
  it("describes rooms, kind, city and price in both languages", () => {
    expect(name("beds=3&kind=buy&city=mission&maxPrice=300000", "en")).toBe("3+ bd homes for sale in Mission under $300K");
    expect(name("beds=3&kind=buy&city=mission&maxPrice=300000", "es")).toBe("Casas en venta de 3+ rec. en Mission por menos de $300K");
  });

  it("reads the quick search's fields", () => {
    expect(name("location=mcallen&priceRange=300k-500k&propertyType=single-family", "en")).toBe("Single-family homes in McAllen at $300K–$500K");
    expect(name("location=mcallen&priceRange=300k-500k&propertyType=single-family", "es")).toBe("Casas unifamiliares en McAllen de $300K a $500K");
  });

  it("names a category's listings, place and flags", () => {
    expect(name("category=luxury", "en")).toBe("Luxury homes for sale");
    expect(name("category=luxury", "es")).toBe("Casas en venta de lujo");
    expect(name("category=mission-sharyland", "en")).toBe("Homes for sale in Sharyland Plantation");
    expect(name("category=mission-sharyland", "es")).toBe("Casas en venta en Sharyland Plantation");
    expect(name("category=commercial-warehouses&minPrice=1000000", "en")).toBe("Commercial properties from $1M");
    expect(name("category=casitas", "en")).toBe("Homes with casitas");
  });

  it("names rentals, text and the home page rows' searches", () => {
    expect(name("kind=rent&q=pool", "en")).toBe("“pool” homes for rent");
    expect(name("kind=rent&q=pool", "es")).toBe("Casas en renta con “pool”");
    expect(name("listed=7", "en")).toBe("Listings, new in 7 days");
    expect(name("listed=7", "es")).toBe("Propiedades, nuevas en 7 días");
    expect(name("priceReduced=true&kind=buy", "es")).toBe("Casas en venta, bajaron de precio");
    expect(name("openHouse=true", "en")).toBe("Listings with open houses");
    expect(name("outsideFloodZone=true&kind=buy", "en")).toBe("Homes for sale outside high-risk flood zones");
    expect(name("outsideFloodZone=true&kind=buy", "es")).toBe("Casas en venta fuera de zonas de alto riesgo de inundación");
  });

  it("names an empty search and never outgrows a saved search's name", () => {
    expect(name("", "en")).toBe("Listings");
    expect(name("", "es")).toBe("Propiedades");
    const long = name(`q=${"casa ".repeat(40)}&beds=3&baths=2&kind=buy&city=mission&minPrice=200000&maxPrice=300000`, "es");
    expect(long.length).toBeLessThanOrEqual(MAX_SEARCH_NAME);
  });
});
