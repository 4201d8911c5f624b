import type { PipelineText } from "./pipeline.en";

/** Las etapas del proceso de venta, en español (issue 55, punto 1). */
export const pipelineEs: PipelineText = {
  panel: {
    title: "Etapa",
    current: "Ahora: {stage}",
    moveTo: "Pasar a {stage}",
    lostSince: "Perdido: {reason}",
  },
  lost: {
    open: "Perdido…",
    change: "Cambiar el motivo",
    reason: "¿Por qué se perdió?",
    note: "Una nota (opcional)",
    noteHint: "Solo tú la ves, en el contacto y en la hoja de cálculo.",
    save: "Marcar como perdido",
    required: "Escoge un motivo.",
    noteTooLong: "La nota debe tener menos de {max} caracteres.",
  },
  reasons: {
    price: "Precio o presupuesto",
    boughtElsewhere: "Compró o rentó en otro lado",
    otherAgent: "Se fue con otro agente",
    notReady: "Todavía no está listo",
    financing: "No le aprobaron el crédito",
    unreachable: "Nunca contestó",
    other: "Otro motivo",
  },
  inbox: {
    groups: "Contactos por etapa",
    moveTo: "{name}: pasar a",
    more: "Mover…",
    moreFor: "{name}: ",
    seeAll: { one: "Ver el contacto", other: "Ver los {count}" },
  },
  timeline: { lost: "Pasó a Perdido: {reason}" },
  csv: { lostReason: "Motivo de pérdida", lostNote: "Nota de pérdida" },
};
