import type { AlertsText } from "./alerts.en";

/** El correo de alertas de búsquedas guardadas y la página para darse de baja, en español. */
export const alertsEs: AlertsText = {
  unsubscribe: {
    confirmTitle: "¿Desactivar estas alertas?",
    confirmBody: "Dejarás de recibir alertas por correo de la búsqueda guardada \"{name}\". La búsqueda sigue guardada en tu cuenta.",
    confirm: "Desactivar alertas",
    title: "Alertas desactivadas",
    body: "Ya no recibirás alertas por correo de la búsqueda guardada \"{name}\". Puedes volver a activarlas desde tu cuenta.",
    invalidTitle: "Enlace no válido",
    invalidBody: "Este enlace para darte de baja no es válido o la búsqueda guardada se eliminó. Ya no se envían alertas de ella.",
    manage: "Administrar mis alertas",
    leadConfirmBody: "Dejarás de recibir los correos con propiedades de \"{name}\".",
    leadBody: "Ya no recibirás correos con propiedades de \"{name}\". Si los quieres de nuevo, nomás contéstanos.",
  },
  mail: {
    subject: { one: "{count} propiedad nueva para \"{name}\"", other: "{count} propiedades nuevas para \"{name}\"" },
    heading: "Propiedades nuevas para \"{name}\"",
    intro: "Estas propiedades coinciden con tu búsqueda guardada y son nuevas desde nuestro último correo:",
    more: { one: "…y {count} más.", other: "…y {count} más." },
    seeAll: "Ver todas las coincidencias",
    footer: "Recibes este correo porque guardaste esta búsqueda en nuestro sitio.",
    unsubscribe: "Dejar de recibir estas alertas: {url}",
  },
  picked: {
    subject: { one: "{agent} te escogió {count} propiedad nueva", other: "{agent} te escogió {count} propiedades nuevas" },
    heading: "Propiedades que {agent} escogió para ti",
    intro: "Te preparé la búsqueda \"{name}\". Estas propiedades coinciden con ella y son nuevas desde mi último correo:",
    footer: "Recibes este correo porque le preguntaste a {agent} por una propiedad y aceptaste que te contactara.",
  },
};
