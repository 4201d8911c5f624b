import type { InstantReplyText } from "./instant-reply.en";

/** The instant reply in Spanish, as it's spoken in the Valley. */
export const instantReplyEs: InstantReplyText = {
  settings: {
    title: "Respuesta inmediata",
    intro:
      "Una primera respuesta a tu nombre, enviada por correo menos de un minuto después de cada solicitud, en el idioma del cliente, mientras tú estás ocupada. Dice cuándo vas a llamar. No cuenta como tu respuesta: el contacto sigue como Nuevo hasta que tú contestes.",
    forms: "Enviarla para",
    formsHint: "Las solicitudes retenidas como posible spam nunca la reciben, ni cuando las pasas a la bandeja.",
    save: "Guardar",
    saved: "Se guardó la respuesta inmediata.",
    templateTitle: "El mensaje de la respuesta inmediata",
    templateIntro: "Un solo mensaje para todos los formularios, en cada idioma: los datos del cliente y los tuyos se llenan solos.",
  },
  forms: {
    contact: "Mensajes de contacto",
    showing: "Solicitudes de visita",
    question: "Preguntas sobre una propiedad",
    staging: "Solicitudes de decoración virtual",
    valuation: "Solicitudes de valuación",
  },
  requests: {
    contact: "tu mensaje",
    showing: "tu solicitud para ver la casa",
    question: "tu pregunta sobre la casa",
    staging: "tu solicitud de decoración virtual",
    valuation: "tu solicitud de valuación de tu casa",
  },
  callback: {
    call: "Te llamo {when}",
    write: "Te escribo {when}",
    when: { thisMorning: "hoy en la mañana", today: "hoy antes de las 6 de la tarde", tomorrowMorning: "mañana temprano", mondayMorning: "el lunes en la mañana" },
  },
  template: {
    subject: "Gracias por {request}",
    body: "Hola, {name}:\n\nSoy {agent}. Gracias por {request}, ya me llegó.\nLa casa: {listing}\n{link}\n\n{callback}. Si prefieres, contesta este correo o llámame al {phone}.\n\nHablamos pronto,\n{agent}",
  },
  timeline: "Respuesta inmediata enviada: {subject}",
};
