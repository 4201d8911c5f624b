import type { FloodZoneText } from "./flood-zone.en";

/** La línea de la zona de inundación en la página de la propiedad (ADR 0124). */
export const floodZoneEs: FloodZoneText = {
  risks: {
    high: "Zona de inundación {zone} de FEMA: riesgo alto; los bancos exigen seguro contra inundaciones",
    coastal: "Zona de inundación {zone} de FEMA: riesgo alto en la costa, con oleaje de tormenta; los bancos exigen seguro contra inundaciones",
    moderate: "Zona de inundación {zone} de FEMA: riesgo moderado; el seguro contra inundaciones es opcional, pero conviene preguntar por él",
    minimal: "Zona de inundación {zone} de FEMA: riesgo mínimo; el seguro contra inundaciones es opcional",
    undetermined: "Zona de inundación {zone} de FEMA: puede haber riesgo, pero FEMA no lo ha estudiado; pregunta por el seguro contra inundaciones",
    unmapped: "FEMA no tiene mapa de riesgo de inundación para este lugar",
  },
  shaded: "X (sombreada)",
  checked: "Consultado con FEMA el {date}.",
  map: "Ver el mapa de inundaciones de FEMA",
  status: {
    title: "Zonas de inundación de FEMA",
    known: { one: "{count} de {total} propiedades con ubicación en el mapa ya tiene su zona de inundación.", other: "{count} de {total} propiedades con ubicación en el mapa ya tienen su zona de inundación." },
    failing: {
      one: "FEMA no respondió sobre {count} propiedad; el sitio volverá a preguntar más tarde, sin que hagas nada.",
      other: "FEMA no respondió sobre {count} propiedades; el sitio volverá a preguntar más tarde, sin que hagas nada.",
    },
  },
};
