import type { RequestErrorText } from "./request-error.en";

/** La página de una solicitud rechazada, en español. */
export const requestErrorEs: RequestErrorText = {
  400: { heading: "No pudimos leer esa solicitud", message: "La dirección o el formulario que se envió no es válido. Revísalo o vuelve a empezar desde la página de inicio." },
  crossOrigin: { heading: "Esa solicitud vino de otro sitio", message: "Por tu seguridad solo aceptamos formularios enviados desde este sitio. Regresa y envíalo de nuevo desde aquí." },
  405: { heading: "Eso no se puede hacer aquí", message: "Esta dirección no acepta ese tipo de solicitud." },
  410: { heading: "Esta página se retiró", message: "Ya no está en el sitio y no volverá. En el blog están las demás guías." },
  413: { heading: "Era demasiado para enviar de una vez", message: "Las fotos o archivos que adjuntaste son más grandes de lo que podemos recibir. Regresa: lo que escribiste sigue ahí. Adjunta menos fotos o más ligeras y envía de nuevo." },
  415: { heading: "No pudimos leer esa solicitud", message: "Lo que se envió no está en un formato que esta página acepte." },
  503: { heading: "Volvemos enseguida", message: "El sitio no puede consultar sus datos en este momento. Inténtalo de nuevo en un minuto; nada de lo que enviaste antes se ha perdido." },
  back: "Regresar",
  home: "Página de inicio",
};
