import { fmt, ui } from "~/i18n";
import { searchNameTexts } from "~/i18n/search-name";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { formatMonthDay } from "~/lib/dates";
import { formatBaths, formatPrice } from "~/lib/format";
import { cities, communities } from "~/lib/cities";
import { isLeaseType, type PropertyType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import { categoryFilter, type CategoryFilter } from "~/features/search/categories";
import type { SearchQuery } from "~/features/search/search-query";
import { searchCity } from "~/features/search/suggestions";
import type { SearchNameText } from "~/i18n/search-name.en";

const land: readonly string[] = ["Land", "Farm"];
const commercial: readonly string[] = ["CommercialSale", "CommercialLease", "BusinessOpportunity"];

/** "$300K", "$1.2M", "$1,850": prices as people say them. */
function shortPrice(amount: number): string {
  if (amount >= 1_000_000) return `$${Number((amount / 1_000_000).toFixed(2))}M`;
  if (amount >= 1_000 && amount % 1_000 === 0) return `$${amount / 1_000}K`;
  return `$${amount.toLocaleString("en-US")}`;
}

const bands: Record<NonNullable<SearchQuery["priceRange"]>, { min?: number; max?: number }> = {
  "under-300k": { max: 300_000 },
  "300k-500k": { min: 300_000, max: 500_000 },
  "500k-plus": { min: 500_000 },
};

/** What the search is for, from its quick type, kind or property types; undefined when they are mixed. */
function subjectOf(query: SearchQuery, category: CategoryFilter | undefined, t: SearchNameText): string | undefined {
  switch (query.propertyType) {
    case "single-family":
      return t.singleFamily;
    case "condo":
      return t.condo;
    case "commercial":
      return t.commercial;
    case "land":
      return t.land;
  }
  switch (query.kind) {
    case "buy":
      return t.homesForSale;
    case "rent":
      return t.homesForRent;
    case "commercial":
      return t.commercial;
  }
  // A lease's terms find rentals only (ADR 0123).
  if (query.pets || query.furnished || query.availableBy) return t.homesForRent;
  const types: readonly PropertyType[] | undefined = query.type ?? category?.type;
  if (!types) return undefined;
  if (types.every((type) => land.includes(type))) return t.land;
  if (types.every((type) => commercial.includes(type) || land.includes(type))) return t.commercial;
  if (types.every((type) => isLeaseType(type))) return t.homesForRent;
  if (types.every((type) => !isLeaseType(type))) return t.homesForSale;
  return undefined;
}

/**
 * A search in words, in the visitor's language: "3+ bd homes for sale in
 * Mission under $300K", "Casas en venta de 3+ rec. en Mission por menos de
 * $300K"; prices whole ("$300,000") where there is room for them. Pure, so
 * both languages are tested alike.
 */
export function describeSearch(query: SearchQuery, lang: Lang, { wholePrices = false }: { wholePrices?: boolean } = {}): string {
  const price = wholePrices ? (amount: number) => formatPrice(lang, amount) : shortPrice;
  const t = searchNameTexts[lang];
  const category = query.category ? categoryFilter(query.category) : undefined;
  let name = subjectOf(query, category, t) ?? (query.category ? ui[lang].pageNav[query.category] : t.listings);
  const wrap = (template: string, vars: Record<string, string | number> = {}) => {
    name = fmt(template, { ...vars, subject: name });
  };
  if (query.luxury ?? (category && "luxury" in category && category.luxury)) wrap(t.luxury);
  if (query.newConstruction ?? (category && "newConstruction" in category && category.newConstruction)) wrap(t.newConstruction);
  if (query.beds) wrap(t.beds, { count: query.beds });
  if (query.baths) wrap(t.baths, { count: formatBaths(lang, query.baths) });
  if (query.q) wrap(t.text, { text: query.q });
  const community = query.community ?? (category && "community" in category ? category.community : undefined);
  const city = searchCity(query);
  const place = community ? communities[community].name : city ? cities[city].name : undefined;
  if (place) wrap(t.place, { place });
  const band = query.priceRange ? bands[query.priceRange] : {};
  const min = query.minPrice ?? band.min;
  const max = query.maxPrice ?? band.max;
  if (min !== undefined && max !== undefined) wrap(t.between, { min: price(min), max: price(max) });
  else if (max !== undefined) wrap(t.under, { price: price(max) });
  else if (min !== undefined) wrap(t.over, { price: price(min) });
  if (query.listed) wrap(t.listed, { count: query.listed });
  if (query.priceReduced) wrap(t.priceReduced);
  if (query.openHouse) wrap(t.openHouse);
  if (query.pool) wrap(t.pool);
  if (query.pets) wrap(t.pets);
  if (query.furnished) wrap(t.furnished);
  if (query.availableBy) wrap(t.availableBy, { date: formatMonthDay(lang, query.availableBy, { short: lang === "en", year: true }) });
  if (query.featured) wrap(t.featured);
  if (query.outsideFloodZone) wrap(t.outsideFloodZone);
  if (query.bounds) wrap(t.mapArea);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A saved search's default name: the search in words, cut to the length a name may have. */
export function searchName(query: SearchQuery, lang: Lang): string {
  const sentence = describeSearch(query, lang);
  return sentence.length > MAX_SEARCH_NAME ? `${sentence.slice(0, MAX_SEARCH_NAME - 1).trimEnd()}…` : sentence;
}
