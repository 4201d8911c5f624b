import type { UndoText } from "./undo.en";

/** El aviso después de que la agente elimina algo, con su Deshacer (ADR 0420), en español. */
export const undoEs: UndoText = {
  deleted: {
    photo: "Foto eliminada.",
    draft: "Borrador eliminado.",
    article: "Artículo eliminado.",
    review: "Reseña eliminada.",
    template: "La plantilla volvió al texto del sitio: tu texto se quitó.",
    task: "Pendiente eliminado.",
  },
  undo: "Deshacer",
  until: "Puedes deshacerlo durante {seconds} segundos.",
  restored: "Listo: quedó como estaba.",
  tooLate: "Ya es tarde para deshacerlo: se eliminó definitivamente.",
};
