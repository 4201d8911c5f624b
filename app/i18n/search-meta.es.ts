import type { SearchMetaText } from "./search-meta.en";

/** La descripción de una búsqueda con filtros, en español. */
export const searchMetaEs: SearchMetaText = {
  description: "{name}: {results}. Mira fotos, precios y mapas, y guarda la búsqueda para enterarte por correo de las propiedades nuevas.",
  results: { zero: "ninguna por ahora", one: "{count} propiedad", other: "{count} propiedades" },
};
