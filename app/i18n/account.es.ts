import type { AccountText } from "./account.en";

/** Favoritos, lista de deseos y búsquedas guardadas, que muestran las páginas de propiedades, en español. */
export const accountEs: AccountText = {
  favorites: {
    save: "Guardar en favoritos",
    remove: "Quitar de favoritos",
    saved: "Guardado en favoritos",
    removed: "Eliminado de favoritos",
    signInFirst: "Ingresa o crea una cuenta para guardar esta propiedad: queda en tus favoritos en cuanto lo hagas",
    signIn: "Ingresar",
  },
  wishlist: {
    empty: "Aún no tienes favoritos. Toca el corazón de cualquier propiedad para guardarla aquí.",
    browse: "Ver propiedades",
    signInPrompt: "Ingresa para ver las casas y propiedades que guardaste.",
    gone: "Ya no está disponible",
    goneNote: "Esta propiedad salió del mercado.",
    count: { zero: "Sin propiedades guardadas", one: "{count} propiedad guardada", other: "{count} propiedades guardadas" },
  },
  savedSearch: {
    savedAs: "Guardada como «{name}».",
    rename: "Cambiar nombre",
    manage: "Administrar alertas",
    save: "Guardar esta búsqueda",
    name: "Nombre",
    defaultName: "Mi búsqueda",
    submit: "Guardar búsqueda",
    saved: "Búsqueda guardada. Te avisaremos por correo de las nuevas coincidencias",
    signInFirst: "Ingresa o crea una cuenta para guardar esta búsqueda: se guarda, con sus alertas por correo, en cuanto lo hagas",
    renamed: "Búsqueda renombrada",
    deleted: "Búsqueda eliminada",
    updated: "Alertas actualizadas",
    nameRequired: "Ponle un nombre a la búsqueda",
    nameTooLong: "Usa como máximo {max} caracteres",
    limit: "Puedes guardar hasta {max} búsquedas. Elimina una para guardar otra",
  },
};
