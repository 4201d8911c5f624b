import type { PropertyMetaText } from "./property-meta.en";

/** El título y la descripción de la página de cada propiedad, en español. */
export const propertyMetaEs: PropertyMetaText = {
  title: "{address}, {city}, {state} {zip}",
  goneTitle: "Fuera del mercado: {address}, {city}",
  description: "{type} en {address}, {city}, {state}: {price}",
};
