import type { LeadSourceText } from "./lead-source.en";

/** De dónde llegó un contacto, como lo lee la agente en el contacto y en el CSV (ADR 0426), en español. */
export const leadSourceEs: LeadSourceText = {
  cameFrom: "De dónde llegó",
  latestVisit: "Última visita antes de enviar",
  direct: "Llegó directo al sitio",
  directShort: "Directo",
  mediums: {
    ads: "Anuncio en {source}",
    search: "Búsqueda en {source}",
    social: "{source}",
    referral: "Enlace en {source}",
    email: "Correo ({source})",
    share: "Tu enlace “{source}”",
  },
  mediumNames: { ads: "Anuncio", search: "Búsqueda", social: "Redes sociales", referral: "Enlace", email: "Correo", share: "Enlace compartido" },
  otherMedium: "{source} ({medium})",
  campaign: "{origin} “{campaign}”",
  shares: { share: "Un enlace compartido", "share-email": "Compartido por correo", "share-whatsapp": "Compartido por WhatsApp" },
  csv: { source: "Origen", medium: "Medio", campaign: "Campaña", landing: "Página de llegada", form: "Formulario enviado" },
};
