import { z } from "~/lib/zod";
import { categoryIds } from "./categories";
import { boundsOf, parseBounds, type Bounds } from "./bounds";
import { citySlugs, communitySlugs } from "~/lib/cities";
import { quickSearchOptions } from "./quick-search";
import { propertySubTypes, propertyTypes, publicStatuses } from "~/lib/reso";
import {
  DEFAULT_PAGE_SIZE,
  MAX_LISTED_DAYS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MAX_ROOMS,
  MAX_TEXT,
  searchKinds,
  sorts,
  type SearchFilter,
  type SearchQuery,
} from "./search-query";

/*
 * Reading a search from a URL, apart from search-query.ts so that pages which
 * only build search links do not ship zod to the browser.
 */

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Repeated parameters and comma-separated values both make lists. */
function many(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.flatMap((item) => (typeof item === "string" ? item.split(",") : typeof item === "number" ? [String(item)] : []));
}

const fold = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, "");

/** Matches a value to an enumeration without regard to case, spaces, dashes or underscores. */
function oneOf<T extends string>(values: readonly T[]) {
  const byFolded = new Map(values.map((value) => [fold(value), value]));
  return (raw: unknown): T | undefined => (typeof raw === "string" ? byFolded.get(fold(raw.trim())) : undefined);
}

function enumField<T extends string>(values: readonly T[]) {
  const match = oneOf(values);
  return z.unknown().transform((raw) => match(first(raw))).catch(undefined);
}

function listField<T extends string>(values: readonly T[]) {
  const match = oneOf(values);
  return z
    .unknown()
    .transform((raw) => {
      const found = [...new Set(many(raw).map(match).filter((value): value is T => value !== undefined))];
      return found.length > 0 ? found : undefined;
    })
    .catch(undefined);
}

/** "350000", "350,000", "$350k" and "1.2m" all read as numbers. */
function readNumber(raw: unknown): number | undefined {
  const value = first(raw);
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const match = /^(-?)\$?(\d+(?:\.\d+)?(?:e\d+)?)([km]?)$/i.exec(value.trim().replace(/[,\s]/g, ""));
  if (!match) return undefined;
  const scale = { "": 1, k: 1_000, m: 1_000_000 }[(match[3] ?? "").toLowerCase()] ?? 1;
  const number = Number(match[2]) * scale * (match[1] ? -1 : 1);
  return Number.isFinite(number) ? number : undefined;
}

function intField(min: number, max: number) {
  return z
    .unknown()
    .transform((raw) => {
      const value = readNumber(raw);
      return value === undefined ? undefined : Math.min(max, Math.max(min, Math.trunc(value)));
    })
    .catch(undefined);
}

/** A whole or half number, as baths are counted: "2.3" is "2.5", the least total that is at least as many. */
function halvesField(min: number, max: number) {
  return z
    .unknown()
    .transform((raw) => {
      const value = readNumber(raw);
      return value === undefined ? undefined : Math.min(max, Math.max(min, Math.ceil(value * 2) / 2));
    })
    .catch(undefined);
}

const booleanField = z
  .unknown()
  .transform((raw) => {
    const value = first(raw);
    if (typeof value === "boolean") return value;
    if (typeof value !== "string") return undefined;
    const folded = value.trim().toLowerCase();
    if (["true", "1", "yes", "on"].includes(folded)) return true;
    if (["false", "0", "no", "off"].includes(folded)) return false;
    return undefined;
  })
  .catch(undefined);

/** A calendar day, "YYYY-MM-DD", within the years a rental's date can be. */
const dayField = z
  .unknown()
  .transform((raw) => {
    const value = first(raw);
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return undefined;
    const day = value.trim();
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= "2000-01-01" && day <= "2100-12-31" ? day : undefined;
  })
  .catch(undefined);

/** A filter that only narrows: "true" asks for it, anything else is no filter. */
const onlyTrueField = booleanField.transform((value) => (value === true ? true : undefined));

const textField = z
  .unknown()
  .transform((raw) => {
    const value = first(raw);
    if (typeof value !== "string") return undefined;
    const text = value.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT).trim();
    return text || undefined;
  })
  .catch(undefined);

/**
 * The map area: a URL's "south,west,north,east", read by parseBounds; or the
 * area of a query built from a parsed one (a page's, spread with a change),
 * a Bounds already, whose numbers are taken as they are, not written out as
 * text and read back.
 */
function boundsField(raw: unknown): Bounds | undefined {
  const value = first(raw);
  if (typeof value !== "object" || value === null) return parseBounds(value);
  const { south, west, north, east } = value as Partial<Record<keyof Bounds, unknown>>;
  return typeof south === "number" && typeof west === "number" && typeof north === "number" && typeof east === "number"
    ? boundsOf(south, west, north, east)
    : undefined;
}

const withoutAll = <T extends string>(values: readonly T[]) => values.filter((value) => value !== "all") as Exclude<T, "all">[];

/** Each field is validated on its own and falls back to "absent", so no input makes parsing fail. */
export const searchQuerySchema = z.object({
  q: textField,
  location: enumField(withoutAll(quickSearchOptions.location)),
  priceRange: enumField(withoutAll(quickSearchOptions.priceRange)),
  propertyType: enumField(withoutAll(quickSearchOptions.propertyType)),
  city: enumField(citySlugs),
  community: enumField(communitySlugs),
  category: enumField(categoryIds),
  beds: intField(0, MAX_ROOMS),
  baths: halvesField(0, MAX_ROOMS),
  minPrice: intField(0, MAX_PRICE),
  maxPrice: intField(0, MAX_PRICE),
  status: listField(publicStatuses),
  type: listField(propertyTypes),
  subType: listField(propertySubTypes),
  newConstruction: booleanField,
  casita: booleanField,
  pool: booleanField,
  refrigerated: booleanField,
  luxury: booleanField,
  bounds: z.unknown().transform(boundsField).catch(undefined),
  kind: enumField(searchKinds),
  listed: intField(1, MAX_LISTED_DAYS),
  priceReduced: booleanField,
  openHouse: booleanField,
  featured: booleanField,
  outsideFloodZone: booleanField,
  pets: onlyTrueField,
  furnished: onlyTrueField,
  availableBy: dayField,
  sort: enumField(sorts),
  page: intField(1, MAX_PAGE),
  pageSize: intField(1, MAX_PAGE_SIZE),
});

function toRecord(input: unknown): Record<string, unknown> {
  if (input instanceof URLSearchParams) {
    return Object.fromEntries([...new Set(input.keys())].map((key) => [key, input.getAll(key)]));
  }
  return typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
}

/**
 * The queries this module made: the route parses a page's query once, and the
 * search it hands it to (search.server.ts) takes it as it is. A copy (spread
 * with a change) is parsed again.
 */
const parsedQueries = new WeakSet<object>();

/**
 * Reads a search from a URL's parameters or a plain object. Never throws:
 * unknown parameters and malformed values are dropped, numbers are clamped
 * to their range, and a minimum above the maximum is swapped.
 */
export function parseSearchQuery(input: URLSearchParams | Record<string, unknown>): SearchQuery {
  if (parsedQueries.has(input)) return input as unknown as SearchQuery;
  const parsed = searchQuerySchema.safeParse(toRecord(input));
  const fields = parsed.success ? parsed.data : {};
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const query = Object.fromEntries(entries) as Partial<SearchQuery> & SearchFilter;
  const { minPrice, maxPrice } = query;
  const prices = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? { minPrice: maxPrice, maxPrice: minPrice } : {};
  const result: SearchQuery = { ...query, ...prices, sort: query.sort ?? "newest", page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
  parsedQueries.add(result);
  return result;
}
