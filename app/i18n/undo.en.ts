/** The notice after the agent deletes something, with its Undo (ADR 0420), in English. Its shape is the type the Spanish file must match. */
export const undoEn = {
  deleted: {
    photo: "Photo deleted.",
    draft: "Draft deleted.",
    article: "Article deleted.",
    review: "Review deleted.",
    template: "Template back to the site's wording: your text is gone.",
    task: "Task deleted.",
  },
  undo: "Undo",
  /** Said to a screen reader and beside the button without script: how long the Undo lasts. */
  until: "You can undo it for {seconds} seconds.",
  restored: "Undone: it is back as it was.",
  tooLate: "Too late to undo: the deletion is final.",
};
export type UndoText = typeof undoEn;
