import { describe, expect, it } from "vitest";
import { editDistance, matchPlace } from "./places";
import { parseSearchQuery } from "./search-parse";
import { searchQueryToParams } from "./search-query";
import { understand } from "./understand";
import { changesSearch, withUnderstood } from "./understand-query";

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));
const read = (search: string) => {
  const query = parse(search);
  const params = searchQueryToParams(withUnderstood(query, understand(query.q ?? "")));
  params.sort();
  return params.toString();
};

describe("withUnderstood", () => {
  it("turns the words into the search's parameters and keeps the rest of the search", () => {
    expect(read("q=3+bed+house+mcallen&sort=price-asc&page=3")).toBe("beds=3&city=mcallen&propertyType=single-family&sort=price-asc");
    expect(read("q=casa+con+gazebo&category=luxury")).toBe("category=luxury&propertyType=single-family&q=gazebo");
  });

  it("asks for baths in halves, as the filter counts them", () => {
    expect(read("q=2%2B+baths")).toBe("baths=2");
    expect(read("q=2.5+baths")).toBe("baths=2.5");
    expect(read("q=2%C2%BD+ba%C3%B1os")).toBe("baths=2.5");
  });

  it("lets the words replace what the search said of the same thing", () => {
    expect(read("q=mission&location=mcallen&community=tres-lagos")).toBe("city=mission");
    expect(read("q=under+250k&priceRange=300k-500k&minPrice=100000")).toBe("kind=buy&maxPrice=250000");
    expect(read("q=bodega&kind=rent&type=ResidentialLease&beds=2")).toBe("beds=2&subType=Warehouse&subType=Industrial&type=CommercialSale&type=CommercialLease");
  });

  it("leaves a search it finished reading as it is, so its redirect never redirects again", () => {
    for (const typed of ["3 bed house mcallen", "3437 Mesquite Lane", "casa con palapa en mission", "MLS 697884", "gazebo", "Sharyland"]) {
      const query = parse(`q=${encodeURIComponent(typed)}`);
      const once = withUnderstood(query, understand(typed));
      expect(changesSearch(once, understand(once.q ?? ""))).toBe(false);
    }
    // Only the way a word is written changed: nothing to redirect for.
    expect(changesSearch(parse("q=Gazebo"), understand("Gazebo"))).toBe(false);
    expect(changesSearch(parse("q=3437+Mesquite+Lane"), understand("3437 Mesquite Lane"))).toBe(true);
  });
});

describe("places", () => {
  it("counts a swap of two letters as one edit", () => {
    expect(editDistance("edinbrug", "edinburg", 2)).toBe(1);
    expect(editDistance("wesalco", "weslaco", 2)).toBe(1);
    expect(editDistance("mansion", "mission", 1)).toBe(2);
  });

  it("matches cities and communities with a typo, and not other words", () => {
    expect(matchPlace(["mcalen"])).toEqual({ city: "mcallen" });
    expect(matchPlace(["mc", "allen"])).toEqual({ city: "mcallen" });
    expect(matchPlace(["north", "mcallen"])).toEqual({ community: "north-mcallen-luxury" });
    expect(matchPlace(["tres", "lagso"])).toEqual({ community: "tres-lagos" });
    for (const word of ["mansion", "pool", "allen", "juan", "lagos", "casa"]) expect(matchPlace([word])).toBeUndefined();
  });
});
