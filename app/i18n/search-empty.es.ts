import type { SearchEmptyText } from "./search-empty.en";

/** La búsqueda en un sitio sin nada en el mercado, en español. */
export const searchEmptyEs: SearchEmptyText = {
    title: "Todavía no hay propiedades publicadas",
    body: "Las nuevas propiedades aparecen aquí en cuanto se publican. Guarda esta búsqueda para enterarte, o cuéntale a la agente lo que buscas.",
    contact: "Contactar a la agente",
};
