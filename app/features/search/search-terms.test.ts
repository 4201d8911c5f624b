import { describe, expect, expectTypeOf, it } from "vitest";
import { listingsEn } from "~/i18n/listings.en";
import type { SearchKind, Sort } from "~/lib/listing-terms";
import { searchKinds } from "./quick-search";
import { sorts } from "./search-query";

// The texts are keyed by the types in app/lib/listing-terms.ts; the lists the search offers are the feature's.
// tsc checks the types below, so a kind or an order the texts know and the search leaves out fails the typecheck.
describe("the search's kinds and orders", () => {
  it("offer every kind and order the texts have, and only those", () => {
    expectTypeOf<(typeof searchKinds)[number]>().toEqualTypeOf<SearchKind>();
    expectTypeOf<(typeof sorts)[number]>().toEqualTypeOf<Sort>();
    expect([...sorts].sort()).toEqual(Object.keys(listingsEn.search.sorts).sort());
    expect([...searchKinds].sort()).toEqual(Object.keys(listingsEn.search.kinds).sort());
  });
});
