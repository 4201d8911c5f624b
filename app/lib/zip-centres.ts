import { cities, type CitySlug } from "./cities";

/**
 * Where a listing's pin goes before the agent places it by hand (issue 44):
 * the centre of its ZIP or city, and whether a pin is still one of those.
 */

export interface PlaceCentre {
  readonly lat: number;
  readonly lng: number;
  readonly source: "zip" | "city";
}

/**
 * The ZIP codes' centres: their ZCTAs' centroids, approximately. 78541 and
 * 78542 reach far into the ranch and farm land north and east of Edinburg,
 * where their centroids lie in fields: theirs are the centres of their built-up
 * parts, where nearly all their homes are.
 */
const zipCentres: Readonly<Record<string, { readonly lat: number; readonly lng: number }>> = {
  "78501": { lat: 26.2156, lng: -98.2361 },
  "78503": { lat: 26.1745, lng: -98.2497 },
  "78504": { lat: 26.2688, lng: -98.2298 },
  "78572": { lat: 26.2296, lng: -98.3432 },
  "78573": { lat: 26.2934, lng: -98.3047 },
  "78574": { lat: 26.2715, lng: -98.3774 },
  "78577": { lat: 26.1836, lng: -98.1867 },
  "78539": { lat: 26.2807, lng: -98.1834 },
  "78541": { lat: 26.3468, lng: -98.1901 },
  "78542": { lat: 26.3129, lng: -98.1262 },
  "78596": { lat: 26.1521, lng: -97.9898 },
  // Weslaco's post office boxes: a ZIP without an area (no ZCTA), so the city's centre.
  "78599": cities.weslaco.center,
  "78589": { lat: 26.1667, lng: -98.1527 },
  "78516": { lat: 26.1731, lng: -98.1163 },
  "78537": { lat: 26.1545, lng: -98.0496 },
};

/** How far from its centre each city roughly reaches, in km: a pin beyond is likely in another city. */
const radiusKm: Readonly<Record<CitySlug, number>> = {
  mcallen: 11,
  mission: 12,
  edinburg: 11,
  pharr: 8,
  weslaco: 8,
  "san-juan": 6,
  alamo: 6,
  donna: 7,
};

const cityOf = (slug: string) => (Object.hasOwn(cities, slug) ? cities[slug as CitySlug] : undefined);

/** The ZIP's centre when it is one of the cities' (a ZIP of a neighbouring city too: it says more than the city), else the city's; null for an unknown city. */
export function placeCentre(city: string, zip: string): PlaceCentre | null {
  const known = cityOf(city);
  if (!known) return null;
  const centre = Object.hasOwn(zipCentres, zip) ? zipCentres[zip] : undefined;
  return centre ? { ...centre, source: "zip" } : { ...known.center, source: "city" };
}

// About 11 m: a pin the agent moved is never this close to a centre by chance.
const samePoint = 1e-4;
const centres = [...Object.values(cities).map((city) => city.center), ...Object.values(zipCentres)];

/** Whether a pin sits on a city's or a ZIP's centre, where the editor puts it: the agent never placed it by hand. */
export function isPlaceCentre(lat: number, lng: number): boolean {
  return centres.some((centre) => Math.abs(centre.lat - lat) <= samePoint && Math.abs(centre.lng - lng) <= samePoint);
}

/** Great-circle distance in km. */
function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Whether a pin lies beyond the city's rough reach, so the editor can ask the agent to check it; never for an unknown city. */
export function pinOutsideCity(city: string, lat: number, lng: number): boolean {
  const known = cityOf(city);
  return known !== undefined && distanceKm(known.center, { lat, lng }) > radiusKm[known.slug];
}

/**
 * Whether an address is worth geocoding: a house number and a street name,
 * and a five-digit ZIP. The geocoder refuses anything less, so the editor
 * doesn't ask it while the agent is still typing.
 */
export function isCompleteAddress(street: string, zip: string): boolean {
  return /^\d[\dA-Za-z-]*\s+.*\p{L}{2}/u.test(street.trim()) && /^\d{5}$/.test(zip.trim());
}
