import type { ListingHistoryText } from "./listing-history.en";

/** Historial de precios, casas abiertas, venta y vista previa del agente, en español. */
export const listingHistoryEs: ListingHistoryText = {
  facts: { hoa: "Cuota de HOA", taxes: "Impuestos anuales", perSqFt: "Precio por pie²", pool: "Alberca privada" },
  history: {
    title: "Historial de precios",
    date: "Fecha",
    event: "Evento",
    price: "Precio",
    listed: "Publicada",
    priceChange: "Cambio de precio",
    back: "De vuelta en el mercado",
    Withdrawn: "Retirada",
    Expired: "Vencida",
    days: { one: "{count} día en el mercado", other: "{count} días en el mercado" },
    listedToday: "Publicada hoy",
  },
  openHouses: { title: "Casas abiertas", next: "Casa abierta", add: "Agregar al calendario", rsvp: "Confirmar asistencia", rsvpIntro: "Avísale a {agentName} que vas: te llega la invitación por correo, con un enlace para cancelar.", rsvpSubmit: "Confirmar que voy", event: "Casa abierta: {address}" },
  preview: "Vista previa — no es pública",
  sold: "Vendida en {price} el {date}",
};
