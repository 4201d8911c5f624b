import type { PageEditorText } from "./page-editor.en";

/** El editor de los textos de las páginas, en español. */
export const pageEditorEs: PageEditorText = {
  nav: "Textos de páginas",
  listTitle: "Textos de páginas",
  listIntro: "Las palabras de tu página de inicio, Acerca de y las guías de ciudades y comunidades, en ambos idiomas. Las propiedades, cifras y mapas que las rodean se actualizan solos.",
  edited: "Editado",
  editIn: { en: "Editar en inglés", es: "Editar en español" },
  editTitle: "{page} ({lang})",
  langNames: { en: "inglés", es: "español" },
  view: "Ver la página",
  back: "Volver a los textos de páginas",
  fields: { h1: "Título principal", description: "Descripción en los buscadores", body: "Texto" },
  hints: {
    description: "De {min} a {max} caracteres: lo que los buscadores muestran bajo el nombre de la página.",
    body: "Deja una línea vacía entre párrafos. Para empezar una sección nueva, inicia una línea con dos signos de número y un espacio (## ) y escribe su título después.",
  },
  errors: {
    required: "Completa este campo.",
    tooLong: "Usa menos de {max} caracteres.",
    tooShort: "Escribe al menos {min} caracteres.",
    link: "Un enlace no lleva a ninguna parte: {detail}",
  },
  preview: "Vista previa",
  previewTitle: "Vista previa",
  save: "Guardar",
  reset: "Usar el texto del sitio",
  conflict: {
    title: "Alguien guardó esta página mientras la editabas",
    body: "Tu texto no se guardó, así que no se sobrescribió nada. Compara las dos versiones: si guardas otra vez, la tuya reemplaza a la otra.",
    theirs: "Guardada el {time}",
    yours: "La tuya (sigue en el formulario)",
  },
  draft: {
    restored: "Se recuperaron tus cambios sin guardar del {time}.",
    discard: "Descartarlos",
  },
};
