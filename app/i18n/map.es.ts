import type { MapText } from "./map.en";

/** Textos del mapa en español: el mapa de búsqueda, el de la propiedad y los de las ciudades. */
export const mapEs: MapText = {
  searchLabel: "Mapa de las propiedades encontradas. La lista muestra las mismas propiedades.",
  areaLabel: "Mapa de las propiedades en {place}",
  areaHeading: "{place} en el mapa",
  openMapSearch: "Buscar en el mapa",
  propertyLabel: "Mapa de {address}",
  loading: "Cargando el mapa…",
  noWebgl: "Este navegador no puede dibujar el mapa (WebGL está desactivado o no disponible). La lista muestra las mismas propiedades.",
  failed: "No se pudo cargar el mapa. La lista muestra las mismas propiedades.",
  searchArea: "Buscar en esta zona",
  searchAsMove: "Buscar al mover el mapa",
  pin: "{price}: abrir la ficha de esta propiedad",
  cluster: { one: "{count} propiedad aquí: acercar", other: "{count} propiedades aquí: acercar" },
  tooMany: "El mapa muestra las primeras {shown} de {total} propiedades. Acerca el mapa o agrega un filtro para verlas todas.",
  none: "Ninguna propiedad con ubicación coincide con esta búsqueda.",
  closeCard: "Cerrar la ficha de la propiedad",
  viewListing: "Ver la propiedad",
  zoomIn: "Acercar",
  zoomOut: "Alejar",
  attribution: "Mostrar u ocultar los créditos del mapa",
  mapFeedback: "Informar de un problema con el mapa",
  resetBearing: "Orientar el mapa al norte",
  approximate: "Ubicación aproximada",
  openInGoogle: "Abrir en Google Maps",
  directions: "Cómo llegar",
};
