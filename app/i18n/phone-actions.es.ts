import type { PhoneActionsText } from "./phone-actions.en";

/** La barra de acciones de la página de la propiedad en el teléfono, en español. */
export const phoneActionsEs: PhoneActionsText = {
  bar: "Contactar a la agente",
  call: "Llamar",
};
