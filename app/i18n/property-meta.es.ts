import { townhouseEs } from "./terms.es";
import type { PropertyMetaText } from "./property-meta.en";

/** El título, la descripción, la imagen y la casa abierta de la página de cada propiedad, en español. */
export const propertyMetaEs: PropertyMetaText = {
  title: "{place} — {listing}",
  closedTitle: { sale: "Venta cerrada: {place} — {listing}", lease: "Renta cerrada: {place} — {listing}" },
  place: "{address}, {city}",
  goneTitle: "Fuera del mercado: {address}, {city}",
  description: "{type} en {address}, {city}, {state}: {price}",
  offer: { beds: "{kind} {deal}, {beds}", noBeds: "{kind} {deal}" },
  closed: { beds: "{kind}, {beds}", noBeds: "{kind}" },
  beds: { one: "{count} recámara", other: "{count} recámaras" },
  deals: { sale: "en venta", rent: "en renta", lease: "en renta" },
  kinds: {
    home: "casa",
    condo: "condominio",
    townhome: townhouseEs,
    apartment: "departamento",
    multifamily: "propiedad multifamiliar",
    manufactured: "casa prefabricada",
    land: "terreno",
    farm: "rancho o terreno agrícola",
    warehouse: "almacén",
    office: "oficina",
    retail: "local comercial",
    business: "negocio",
    commercial: "propiedad comercial",
  },
  photo: { street: "{listing} en {address}, {city}", withheld: "{listing} en {city}" },
  openHouse: "Ven a verla durante la casa abierta, sin cita. {summary}",
};
