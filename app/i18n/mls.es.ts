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
    counts: "{new} nuevas, {updated} actualizadas, {removed} retiradas, {failed} con error, {photos} fotos",
    error: "La última pasada falló: {error}. Las propiedades de la última sincronización correcta siguen en el sitio.",
    feedSize: "Propiedades en el feed: {count}",
    stale: "El feed lleva más de una hora sin sincronizarse, así que las propiedades del sitio pueden estar desactualizadas. La sincronización se reintenta sola cada {minutes} minutos; si esto sigue, revisa las credenciales del MLS y si su servidor está en línea.",
  },
};
