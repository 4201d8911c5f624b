import type { MlsText } from "./mls.en";

/** The MLS's texts in Spanish (see mls.en.ts). */
export const mlsEs: MlsText = {
  disclaimer: "Información de las propiedades del MLS, considerada confiable pero no garantizada, actualizada el {time}",
  disclaimerPending: "Información de las propiedades del MLS, considerada confiable pero no garantizada.",
  status: {
    title: "Sincronización con el MLS",
    never: "El MLS aún no se ha sincronizado. La primera pasada importa todas las propiedades del feed.",
    lastSuccess: "Última sincronización correcta: {time}",
    lastRun: "Última pasada: {time}",
    counts: "{new} nuevas, {updated} actualizadas, {removed} retiradas, {failed} sin importar, {photos} fotos",
    read: "Última pasada: {read} de {total} registros leídos",
    readShort: "Última pasada: {read} de {total} registros leídos. El servidor contó más de los que la pasada pudo leer; la próxima lo intenta de nuevo.",
    dropped: "Valores omitidos por no tener sentido (errores de captura en el MLS): {list}",
    skipped: "Registros no importados: {list}",
    skipReasons: {
      otherSource: "clave de una propiedad de otro origen",
      duplicateListingId: "número de MLS de otra propiedad",
      refusedByDatabase: "rechazado por la base de datos",
    },
    error: "La última pasada falló: {error}. Las propiedades de la última sincronización correcta siguen en el sitio.",
    feedSize: "Propiedades en el feed: {count}",
    translation: "Descripciones traducidas al español por traducción automática: {translated} traducidas, {failed} fallidas, {pending} en espera para otra pasada",
    translationFailed: "Las descripciones que no se pudieron traducir se ven en inglés en las páginas en español, marcadas como tal, y se vuelven a intentar más tarde.",
    stale: "El feed lleva más de una hora sin sincronizarse, así que las propiedades del sitio pueden estar desactualizadas. La sincronización se reintenta sola cada {minutes} minutos; si esto sigue, revisa las credenciales del MLS y si su servidor está en línea.",
  },
};
