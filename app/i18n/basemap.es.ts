import type { BasemapText } from "./basemap.en";

/** Los nombres de lugares del mapa base en español; el río lleva sus dos nombres, el de México y el de Texas. */
export const basemapEs: BasemapText = {
  river: "Río Bravo (Río Grande)",
  mexico: "MÉXICO",
  texas: "TEXAS",
  county: "Condado de {name}",
};
