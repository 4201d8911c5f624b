/**
 * FEMA flood zones as the site speaks of them (ADR 0124): the National Flood Hazard Layer's zone
 * codes sorted into the few risks a buyer or a lender acts on. Pure: the property page's line, the
 * background job and the search's filter share it.
 */

/**
 * high: a Special Flood Hazard Area (A, AE, AH, AO, AR, A99); coastal: one with storm waves (V, VE);
 * moderate: X shaded or B (the 0.2% annual chance, or behind a levee); minimal: X or C;
 * undetermined: D (possible, not studied); unmapped: FEMA has no map of the point.
 */
export const floodRisks = ["high", "coastal", "moderate", "minimal", "undetermined", "unmapped"] as const;
export type FloodRisk = (typeof floodRisks)[number];

/** How long a zone is trusted before it is asked again: FEMA revises its maps, a few times a year somewhere. */
export const FLOOD_ZONE_MAX_AGE_DAYS = 365;

/** The zone at a point as FEMA's layer gives it: null zone for a point no map covers. */
export interface FloodZoneReading {
  readonly zone: string | null;
  readonly subtype: string | null;
  /** SFHA_TF: FEMA's own word that the point is in a Special Flood Hazard Area. */
  readonly sfha: boolean;
}

/** ZONE_SUBTY values that make a zone X "shaded": the 0.2% annual chance flood, or an area a levee protects. */
const moderateSubtype = /0\.2 PCT|REDUCED FLOOD RISK DUE TO LEVEE|FUTURE CONDITIONS/i;

/** Zone codes as FEMA writes them, A1–A30 and V1–V30 of old maps included. */
const highZone = /^(A|AE|AH|AO|AR|A99|A\d{1,2})$/;
const coastalZone = /^(V|VE|V\d{1,2})$/;

/**
 * The risk of a reading, or null for a zone this table doesn't know ("OPEN WATER", "AREA NOT
 * INCLUDED", anything new): the page then says nothing rather than something wrong.
 */
export function floodRiskOf({ zone, subtype, sfha }: FloodZoneReading): FloodRisk | null {
  if (zone === null) return "unmapped";
  const code = zone.trim().toUpperCase();
  if (coastalZone.test(code)) return "coastal";
  if (highZone.test(code)) return "high";
  if (code === "B") return "moderate";
  if (code === "X") return subtype && moderateSubtype.test(subtype) ? "moderate" : "minimal";
  if (code === "C") return "minimal";
  if (code === "D") return "undetermined";
  return sfha ? "high" : null;
}

/** Whether lenders require flood insurance there: what the search's "outside high-risk flood zones" leaves out. */
export function isHighRisk(reading: FloodZoneReading): boolean {
  const risk = floodRiskOf(reading);
  return risk === "high" || risk === "coastal" || reading.sfha;
}

/** The zone's name on the page: "AE", or "X (shaded)" where an X is the moderate kind. */
export function zoneLabel(reading: FloodZoneReading, shaded: string): string | null {
  if (reading.zone === null) return null;
  const code = reading.zone.trim().toUpperCase();
  return code === "X" && floodRiskOf(reading) === "moderate" ? shaded : code;
}

/**
 * FEMA's Flood Map Service Center search, the official flood map's long-standing public address: its search takes
 * "latitude, longitude" as well as an address. (The NFHL web viewers on ArcGIS Online come and go with Esri's app
 * generations.)
 */
export const FEMA_MAP_SEARCH = "https://msc.fema.gov/portal/search";

/** The official flood map at a point: a listing's own, or its city's centre where the MLS withholds the address. */
export function femaMapUrl(lat: number, lng: number): string {
  const url = new URL(FEMA_MAP_SEARCH);
  url.searchParams.set("AddressQuery", `${lat.toFixed(5)}, ${lng.toFixed(5)}`);
  return url.toString();
}
