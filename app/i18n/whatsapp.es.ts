import type { WhatsappText } from "./whatsapp.en";

/** Los botones de WhatsApp y el mensaje con el que abre cada uno el chat, en español. */
export const whatsappEs: WhatsappText = {
  write: "Escríbenos por WhatsApp",
  contactMessage: "¡Hola! Te escribo desde tu página web.",
  listingMessage: "¡Hola! Me interesa {address}: {url}",
  listingInCityMessage: "¡Hola! Me interesa una propiedad en {city}: {url}",
};
