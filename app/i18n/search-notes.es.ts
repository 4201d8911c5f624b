import type { SearchNotesText } from "./search-notes.en";

/** Las notas que la búsqueda envía con sus datos cuando aplican, en español. */
export const searchNotesEs: SearchNotesText = {
  unmatched: "Ninguna propiedad coincide con “{text}”; te mostramos las demás.",
  priceSortSales: "Orden por precio: no incluye propiedades en renta, porque una renta no es un precio de venta. Ordena por más recientes para verlas también, o elige Rentar para ordenar las rentas por precio.",
};
