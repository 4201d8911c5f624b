import type { UiText } from "./ui.en";

/** Fotos, acciones y atribución MLS de la página de cada propiedad, que comparten tarjetas, galería y artículos, en español. */
export const propertyEs: UiText["property"] = {
  gallery: {
    title: "Fotos",
    open: "Foto {index} de {count}: {alt}",
    viewAll: { one: "Ver la foto", other: "Ver las {count} fotos" },
    viewer: "Fotos de {address}",
    viewerHint: "Usa las flechas del teclado o desliza para pasar de una foto a otra. Escape cierra el visor.",
    previous: "Foto anterior",
    next: "Foto siguiente",
    close: "Cerrar las fotos",
    counter: "{index} / {count}",
    none: "Aún sin fotos",
  },
  remarks: {
    title: "Acerca de esta propiedad",
    original: "Descripción en inglés",
    machine: "Traducción automática del inglés",
    readOriginal: "Leer el original en inglés",
  },
  actions: {
    title: "¿Te interesa?",
    showing: "Agendar una visita",
    question: "Hacer una pregunta",
    share: "Compartir",
    shareTitle: "Compartir esta propiedad",
    copied: "Enlace copiado",
    copyFailed: "No se pudo copiar el enlace. Cópialo de la barra de direcciones.",
    email: "Correo",
    whatsapp: "WhatsApp",
    shareText: "Mira esta propiedad: {address}",
  },
  idx: {
    courtesy: "Cortesía de {agent}, de {office}.",
    courtesyOffice: "Cortesía de {office}.",
    asOf: "Información al {date}",
    disclaimer: "La información se considera confiable, pero no está garantizada y debe verificarse de forma independiente.",
  },
};
