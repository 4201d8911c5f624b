import type { NotFoundText } from "./not-found.en";

/** La página de no encontrado, en español. */
export const notFoundEs: NotFoundText = {
  title: "Página no encontrada",
  heading: "No encontramos esa página",
  message: "Puede que la dirección tenga un error o que la página se haya movido. Estos enlaces te ayudan a seguir.",
  home: "Ir a la página de inicio",
  search: "Buscar propiedades",
  sitemap: "Ver el mapa del sitio",
};
