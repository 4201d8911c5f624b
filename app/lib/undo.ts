/** What the agent can delete and then undo for a few seconds (ADR 0420): each names its notice's text. */
export const undoKinds = ["photo", "draft", "article", "review", "template", "task"] as const;
export type UndoKind = (typeof undoKinds)[number];

export function isUndoKind(value: unknown): value is UndoKind {
  return typeof value === "string" && (undoKinds as readonly string[]).includes(value);
}

/** The deletion the page offers to undo, as the agent area's layout loads it. */
export interface UndoOffer {
  readonly id: number;
  readonly kind: UndoKind;
  /** How long the Undo still lasts, counted by the server so the browser's clock doesn't matter. */
  readonly msLeft: number;
}

/** The API route that undoes a deletion. */
export const agentUndoPath = "/api/agent/undo";
