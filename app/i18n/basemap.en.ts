/**
 * The offline basemap's place names in English (ADR 0117); the cities' names are the same in both languages.
 * Countries are in capitals, as maps letter them: the map draws these names as decoration (aria-hidden).
 */
export const basemapEn = {
  river: "Rio Grande",
  mexico: "MEXICO",
  texas: "TEXAS",
  county: "{name} County",
};

export type BasemapText = typeof basemapEn;
