import { newConstructionEs } from "./terms.es";
import type { SearchNameText } from "./search-name.en";

/** El nombre que recibe una búsqueda guardada, construido a partir de ella, en español. */
export const searchNameEs: SearchNameText = {
  listings: "propiedades",
  homesForSale: "casas en venta",
  homesForRent: "casas en renta",
  commercial: "propiedades comerciales",
  singleFamily: "casas unifamiliares",
  condo: "condominios",
  land: "terrenos",
  beds: "{subject} de {count}+ rec.",
  baths: "{subject} con {count}+ baños",
  text: "{subject} con “{text}”",
  place: "{subject} en {place}",
  under: "{subject} por menos de {price}",
  over: "{subject} desde {price}",
  between: "{subject} de {min} a {max}",
  luxury: "{subject} de lujo",
  newConstruction: `{subject} de ${newConstructionEs}`,
  listed: "{subject}, nuevas en {count} días",
  priceReduced: "{subject}, bajaron de precio",
  openHouse: "{subject} con casa abierta",
  pool: "{subject} con alberca",
  pets: "{subject} que aceptan mascotas",
  furnished: "{subject} amuebladas",
  availableBy: "{subject} disponibles para el {date}",
  featured: "{subject}, selección de la agente",
  outsideFloodZone: "{subject} fuera de zonas de alto riesgo de inundación",
  mapArea: "{subject} en una zona del mapa",
};
