import type { DashboardText } from "./dashboard.en";

/** El panel de la agente, arriba de su área (issue 55, punto 7), en español. */
export const dashboardEs: DashboardText = {
  nav: "Panel",
  title: "Panel",
  description: "De dónde llegan tus contactos, qué tan rápido les contestas y qué buscan los compradores.",
  figures: {
    label: "La semana en números",
    week: "Contactos nuevos esta semana",
    weekSince: "Desde el lunes {date}",
    month: "Contactos nuevos este mes",
    tasks: "Pendientes para hoy",
    overdue: "atrasados: {count}",
    firstReply: "Tiempo a tu primera respuesta",
    firstContact: "Tiempo al primer contacto",
    median: "Mediana, contactos de los últimos 30 días",
    none: "Todavía sin respuestas",
  },
  perDay: {
    title: "Contactos nuevos por día, últimos 30 días",
    summary: { zero: "Ningún contacto nuevo en los últimos 30 días.", one: "{count} contacto nuevo en los últimos 30 días.", other: "{count} contactos nuevos en los últimos 30 días; el día con más fue el {day} ({most})." },
    from: "Del {first} al {last}",
  },
  stages: {
    title: "Contactos por etapa",
    description: "Todos los contactos de tu embudo. Toca una etapa para ver sus contactos.",
  },
  sources: {
    title: "De dónde llegaron los contactos nuevos",
    column: "Origen",
    week: "Esta semana",
    month: "Este mes",
    unknown: "De antes de guardar el origen",
    empty: "Todavía no hay contactos nuevos este mes.",
  },
  forms: { title: "Contactos nuevos por formulario", column: "Formulario" },
  listings: {
    title: "Tus propiedades que más ven los compradores",
    description: "Visitas y contactos de los últimos 30 días; favoritos tal como están hoy.",
    views: { one: "{count} visita", other: "{count} visitas" },
    favorites: { one: "{count} favorito", other: "{count} favoritos" },
    leads: { one: "{count} contacto", other: "{count} contactos" },
    empty: "Tus propiedades no tuvieron visitas, favoritos ni contactos en los últimos 30 días.",
  },
  searches: {
    title: "Qué buscan los compradores",
    description: { zero: "Ningún comprador ha guardado una búsqueda todavía.", one: "De {count} búsqueda guardada.", other: "De las {count} búsquedas guardadas más recientes." },
    city: "Por ciudad",
    price: "Por precio",
    kind: "Por tipo",
    anyCity: "Cualquier ciudad",
    bands: { "under-300k": "Menos de $300K", "300k-500k": "De $300K a $500K", "500k-plus": "$500K o más", rent: "Renta (pago mensual)", any: "Cualquier precio" },
    kinds: { buy: "Comprar", rent: "Rentar", commercial: "Comercial", any: "Cualquier tipo" },
  },
  duration: { minutes: "{minutes} min", hours: "{hours} h {minutes} min", days: { one: "{count} día", other: "{count} días" } },
  backupTitle: "Respaldos",
};
