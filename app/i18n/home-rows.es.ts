import type { HomeRowsText } from "./home-rows.en";

/** Las filas de propiedades de la página de inicio, en español. */
export const homeRowsEs: HomeRowsText = {
  titles: {
    featured: "Propiedades destacadas",
    new: "Nuevas esta semana",
    reduced: "Bajaron de precio",
    openHouses: "Casas abiertas",
  },
  seeAll: { one: "Ver la propiedad", other: "Ver las {count}" },
  inSearch: "en la búsqueda",
};
