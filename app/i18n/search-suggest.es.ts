import type { SearchSuggestText } from "./search-suggest.en";

/** Las sugerencias del cuadro de búsqueda, en español. */
export const searchSuggestEs: SearchSuggestText = {
  list: "Sugerencias",
  kinds: { city: "Ciudad", community: "Comunidad", zip: "Código postal", street: "Calle", mls: "Propiedad" },
  count: { one: "{count} propiedad", other: "{count} propiedades" },
  announce: { zero: "", one: "1 sugerencia; usa las flechas arriba y abajo para elegir", other: "{count} sugerencias; usa las flechas arriba y abajo para elegir" },
};
