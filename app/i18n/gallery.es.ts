import type { GalleryText } from "./gallery.en";

/** Textos de la galería en español. */
export const galleryEs: GalleryText = {
  heading: "Explora las fotos",
  filters: "Mostrar fotos de",
  filter: {
    all: "Todas las fotos de propiedades",
    exterior: "Fachadas",
    living: "Salas",
    kitchen: "Cocinas",
    bedroom: "Recámaras",
    bathroom: "Baños",
    outdoor: "Patios y casitas",
    commercial: "Comercial",
    land: "Terrenos",
    staged: "Cuartos con decoración virtual",
  },
  count: { zero: "Por ahora no hay fotos con este filtro", one: "{count} foto", other: "{count} fotos" },
  open: "Abrir la foto {index} de {count} en pantalla completa: {alt}",
  viewer: "Galería: {filter}",
  seeListing: "Ver la propiedad: {address}",
  stagedCaption: "{room}, con decoración virtual",
  seeStaging: "Cómo funciona la decoración virtual",
  previous: "Fotos anteriores",
  next: "Más fotos",
  page: "Página {page} de {pages}",
  clear: "Mostrar todas las fotos de propiedades",
};
