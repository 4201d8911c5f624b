import type { PropertySubType, PropertyType } from "~/lib/reso";
import { normalizeText } from "./text";
import type { SearchFilter, SearchQuery } from "./search-query";
import { filterKeys } from "./search-url";
import type { Understood } from "./understand";
import type { Deal, PropertyKind } from "./understand-words";

type TypeFilter = Pick<SearchFilter, "kind" | "propertyType" | "type" | "subType">;

const residential = (deal: Deal | undefined, subType: PropertySubType[]): TypeFilter => ({ type: [deal === "rent" ? "ResidentialLease" : "Residential"], subType });

const commercial = (deal: Deal | undefined, subType: PropertySubType[]): TypeFilter => ({
  type: deal === "sale" ? ["CommercialSale"] : deal === "rent" ? ["CommercialLease"] : ["CommercialSale", "CommercialLease"],
  subType,
});

const manufactured: PropertySubType[] = ["ManufacturedHome", "MobileHome", "ManufacturedOnLand"];

/**
 * A kind of property and a deal as the search's own parameters. A home said
 * without a deal is one to buy, as the portals read it and as a price implies;
 * an apartment one to rent; commercial property either, since businesses buy
 * and lease alike.
 */
function typeFilter(kind: PropertyKind | undefined, deal: Deal | undefined): TypeFilter {
  switch (kind) {
    case "house":
      return deal === "rent" ? residential(deal, ["SingleFamilyResidence"]) : { propertyType: "single-family" };
    case "condo":
      return deal === "rent" ? residential(deal, ["Condominium", "Townhouse"]) : { propertyType: "condo" };
    case "townhouse":
      return residential(deal, ["Townhouse"]);
    case "apartment":
      return residential(deal ?? "rent", ["Apartment", "Condominium", "Townhouse"]);
    case "land":
      return { propertyType: "land" };
    case "farm":
      return { type: ["Farm"] };
    case "income":
      return deal === "rent" ? { type: ["ResidentialLease"], subType: ["Duplex", "Triplex", "Quadruplex"] } : { type: ["ResidentialIncome"] };
    case "mobile":
      return { type: deal === "rent" ? ["ResidentialLease"] : ["Residential", "ManufacturedInPark"], subType: manufactured };
    case "warehouse":
      return commercial(deal, ["Warehouse", "Industrial"]);
    case "office":
      return commercial(deal, ["Office"]);
    case "retail":
      return commercial(deal, ["Retail", "MixedUse"]);
    case "commercial": {
      const types: PropertyType[] | undefined = deal === "sale" ? ["CommercialSale", "BusinessOpportunity"] : deal === "rent" ? ["CommercialLease"] : undefined;
      return types ? { type: types } : { kind: "commercial" };
    }
    default:
      return deal ? { kind: deal === "rent" ? "rent" : "buy" } : {};
  }
}

/** A sale price said without a deal ("mcallen under 300k") is a home to buy; a rent is under this. */
const SALE_PRICE_FROM = 20_000;

/** The search's parameters a typed search gives, its leftover words as the text. */
export function understoodFilter(understood: Understood): Partial<SearchQuery> {
  const { beds, baths, minPrice, maxPrice, city, community, listed } = understood;
  const priced = Math.max(minPrice ?? 0, maxPrice ?? 0) >= SALE_PRICE_FROM;
  const deal = understood.deal ?? (priced ? "sale" : undefined);
  const features = Object.fromEntries(understood.features.map((feature) => [feature, true]));
  const filter: Partial<SearchQuery> = {
    ...typeFilter(understood.kind, deal),
    ...features,
    beds,
    baths,
    minPrice,
    maxPrice,
    city,
    community,
    listed,
    status: understood.sold ? ["Closed"] : undefined,
    q: understood.text || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** Parameters that say one thing together: a new value for one replaces the group. */
const groups: ReadonlyArray<ReadonlyArray<keyof SearchQuery>> = [
  ["kind", "propertyType", "type", "subType"],
  ["priceRange", "minPrice", "maxPrice"],
  ["location", "city", "community"],
];

/**
 * The search with what was typed read into it: what the words say replaces
 * what the search said of the same thing (the latest words win), the rest of
 * the search stays, and the text is what was left unread. Back on page one.
 */
export function withUnderstood(query: SearchQuery, understood: Understood): SearchQuery {
  const said = understoodFilter(understood);
  const cleared: Partial<SearchQuery> = { q: undefined };
  for (const group of groups) {
    if (group.some((key) => key in said)) for (const key of group) Object.assign(cleared, { [key]: undefined });
  }
  const merged: Partial<SearchQuery> = { ...query, ...cleared, ...said };
  // In the order the chips show them, so one search has one URL however it was typed.
  const filters: Partial<SearchQuery> = Object.fromEntries(filterKeys.filter((key) => merged[key] !== undefined).map((key) => [key, merged[key]]));
  return { ...filters, sort: query.sort, page: 1, pageSize: query.pageSize };
}

/** Whether reading the text changes the search: anything understood, or text written another way ("Lane" as "ln"). */
export function changesSearch(query: SearchQuery, understood: Understood): boolean {
  const said = understoodFilter(understood);
  const { q, ...filters } = said;
  return Object.keys(filters).length > 0 || normalizeText(q ?? "") !== normalizeText(query.q ?? "");
}
