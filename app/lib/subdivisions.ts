import type { CitySlug } from "./cities";

/**
 * The subdivisions (RESO SubdivisionName) the demo listings use and the editor offers, by city.
 * Apart from cities.ts, which every page loads first, so that only the pages that need them carry them.
 * Tres Lagos, Sharyland Plantation, Meadow Creek, Bentsen Palm and Cimarron
 * are real; the others are plausible names for the demo only.
 */
export const subdivisionsByCity: Record<CitySlug, readonly string[]> = {
  mcallen: ["Tres Lagos", "Northgate Estates", "Trenton Oaks", "Ware Road Estates", "Ebony Heights", "Retama Village", "Anacua Park"],
  mission: ["Sharyland Plantation", "Meadow Creek", "Bentsen Palm", "Cimarron", "Citrus Grove Estates", "Retama Park"],
  pharr: ["Las Palmas Estates", "Mesquite Trails", "Huisache Heights"],
  edinburg: ["Monte Cristo Estates", "Ebony Hills", "Canterbury Estates", "Sugarcane Village"],
  weslaco: ["Llano Grande Estates", "Citrus Park", "Mid Valley Estates"],
  "san-juan": ["Bougainvillea Estates", "Nopal Grove", "San Juan Townsite"],
  alamo: ["Alamo Country Estates", "Citrus Ridge", "Sunset Palms"],
  donna: ["Lakeview Estates", "Valley Grove", "Palm Village"],
};
