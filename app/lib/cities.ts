import type { PageId } from "./routes";

/** The eight cities and the communities the site covers: the one source of truth for places. */
export interface City {
  readonly slug: CitySlug;
  readonly name: string;
  readonly county: "Hidalgo";
  readonly zips: readonly string[];
  /** City centre, used for maps and for placing demo listings inside the city. */
  readonly center: { readonly lat: number; readonly lng: number };
  readonly page: PageId;
  readonly homesPage: PageId;
}

export const citySlugs = ["mcallen", "mission", "pharr", "edinburg", "weslaco", "san-juan", "alamo", "donna"] as const;
export type CitySlug = (typeof citySlugs)[number];

export const cities: Record<CitySlug, City> = {
  mcallen: { slug: "mcallen", name: "McAllen", county: "Hidalgo", zips: ["78501", "78503", "78504"], center: { lat: 26.2034, lng: -98.23 }, page: "mcallen", homesPage: "mcallen-homes" },
  mission: { slug: "mission", name: "Mission", county: "Hidalgo", zips: ["78572", "78573", "78574"], center: { lat: 26.2159, lng: -98.3253 }, page: "mission", homesPage: "mission-homes" },
  pharr: { slug: "pharr", name: "Pharr", county: "Hidalgo", zips: ["78577"], center: { lat: 26.1948, lng: -98.1836 }, page: "pharr", homesPage: "pharr-homes" },
  edinburg: { slug: "edinburg", name: "Edinburg", county: "Hidalgo", zips: ["78539", "78541", "78542"], center: { lat: 26.3017, lng: -98.1633 }, page: "edinburg", homesPage: "edinburg-homes" },
  weslaco: { slug: "weslaco", name: "Weslaco", county: "Hidalgo", zips: ["78596", "78599"], center: { lat: 26.1595, lng: -97.9908 }, page: "weslaco", homesPage: "weslaco-homes" },
  "san-juan": { slug: "san-juan", name: "San Juan", county: "Hidalgo", zips: ["78589"], center: { lat: 26.1892, lng: -98.1553 }, page: "san-juan", homesPage: "san-juan-homes" },
  alamo: { slug: "alamo", name: "Alamo", county: "Hidalgo", zips: ["78516"], center: { lat: 26.1834, lng: -98.1231 }, page: "alamo", homesPage: "alamo-homes" },
  donna: { slug: "donna", name: "Donna", county: "Hidalgo", zips: ["78537"], center: { lat: 26.1704, lng: -98.0519 }, page: "donna", homesPage: "donna-homes" },
};

export const cityList: readonly City[] = citySlugs.map((slug) => cities[slug]);

/** The city a RESO City value names, matched without regard to case. */
export function cityByName(name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  return cityList.find((city) => city.name.toLowerCase() === wanted);
}

export interface Community {
  readonly slug: CommunitySlug;
  readonly name: string;
  readonly city: CitySlug;
  readonly page: PageId;
  /** The RESO SubdivisionName values that belong to the community. */
  readonly subdivisions: readonly string[];
  /** Other names buyers type for it, read by the typed search (features/search/places.ts). */
  readonly aliases?: readonly string[];
}

export const communitySlugs = ["tres-lagos", "north-mcallen-luxury", "sharyland-plantation", "meadow-creek"] as const;
export type CommunitySlug = (typeof communitySlugs)[number];

export const communities: Record<CommunitySlug, Community> = {
  "tres-lagos": { slug: "tres-lagos", name: "Tres Lagos", city: "mcallen", page: "mcallen-tres-lagos", subdivisions: ["Tres Lagos"] },
  "north-mcallen-luxury": {
    slug: "north-mcallen-luxury",
    name: "North McAllen",
    city: "mcallen",
    page: "mcallen-north-luxury",
    subdivisions: ["Tres Lagos", "Northgate Estates", "Trenton Oaks", "Ware Road Estates"],
    aliases: ["McAllen Norte", "Norte de McAllen"],
  },
  "sharyland-plantation": { slug: "sharyland-plantation", name: "Sharyland Plantation", city: "mission", page: "mission-sharyland", subdivisions: ["Sharyland Plantation"], aliases: ["Sharyland"] },
  "meadow-creek": { slug: "meadow-creek", name: "Meadow Creek", city: "mission", page: "mission-meadow-creek", subdivisions: ["Meadow Creek"] },
};

export const communityList: readonly Community[] = communitySlugs.map((slug) => communities[slug]);

/**
 * The Cities sheet follows the original spec: McAllen and Mission open their
 * homes-for-sale pages, the other six their city guides.
 */
export function citySheetPage(city: City): PageId {
  return city.slug === "mcallen" || city.slug === "mission" ? city.homesPage : city.page;
}
