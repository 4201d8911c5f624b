import type { AgentDayText } from "./agent-day.en";

/** El día de la agente en su teléfono, en español (issue 54). */
export const agentDayEs: AgentDayText = {
  menu: { open: "Menú", current: "Estás en: {section}" },
  filters: { button: "Filtros", active: { one: "{count} activo", other: "{count} activos" } },
  overview: {
    label: "Tu día de un vistazo",
    newLeads: "Contactos nuevos",
    due: "Para hoy",
    overdue: "atrasados: {count}",
    showings: "Próximas visitas",
    noShowings: "Ninguna por ahora",
    showingOn: "{date} · {name}",
    openHouse: "Casa abierta: {address}",
    views: "Visitas a tus casas, 7 días",
  },
  person: {
    title: "La misma persona",
    description: "Otras solicitudes de esta persona: mismo correo o teléfono, o unidas por ti. Su historial de abajo las muestra todas.",
    shared: { email: "Mismo correo", phone: "Mismo teléfono", merged: "Unidas por ti" },
    open: "Abrir la solicitud del {date}",
    timelineFrom: "De la solicitud del {date}",
    merge: "Es la misma persona que otro contacto",
    mergeHint: "Pega la dirección de la página del otro contacto, o su código de la barra de direcciones.",
    mergeField: "Otro contacto",
    mergeButton: "Unir como una sola persona",
    unmerge: "No es la misma persona",
    keptApart: "Dijiste que estos son otra persona:",
    rejoin: "Sí es la misma persona",
    badge: { one: "{count} solicitud más", other: "{count} solicitudes más" },
    toasts: { joined: "Unidos: una persona, un solo historial", separated: "Separados: ya no se muestran como esta persona" },
    errors: { notFound: "Ningún contacto tiene esa dirección. Cópiala de la página del otro contacto.", self: "Es este mismo contacto.", already: "Estos contactos ya son una sola persona." },
  },
};
