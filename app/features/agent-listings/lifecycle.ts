import { nextStatuses, type LifecycleStatus, type ListStatus } from "~/features/listings/model";

/** How long a status change the public sees can be undone from the listing's history (ADR 0420). */
export const REVERT_DAYS = 30;
const REVERT_MS = REVERT_DAYS * 24 * 60 * 60 * 1000;

/**
 * The listing's columns a status change sets, and so the ones undoing it puts back: the status,
 * a sale's close price and date, and the dates and first price a listing going on the market gets.
 */
export const lifecycleColumns = ["standardStatus", "closePrice", "closeDate", "onMarketDate", "originalListPrice", "listingContractDate"] as const;
export type LifecycleColumn = (typeof lifecycleColumns)[number];

/** The moves the Status box offers from a status, publishing a draft apart (the editor's own button does it). */
export function movesFrom(status: ListStatus): readonly LifecycleStatus[] {
  return nextStatuses[status].filter((to) => !(status === "Incomplete" && to === "Active"));
}

/** An audit entry as the revert rules read it. */
export interface ChangeRecord {
  readonly id: number;
  readonly action: string;
  readonly at: Date;
  readonly revertedAt: Date | null;
  readonly changes: Readonly<Record<string, readonly [unknown, unknown]>>;
}

/**
 * The status change the agent may still undo, of a listing's audit (newest first): the newest
 * status change not undone yet, made less than REVERT_DAYS ago, whose status is still the
 * listing's. Undoing it makes the one before it the newest, so changes undo one after another,
 * newest first; an older change behind a newer one never jumps the queue.
 */
export function revertibleChange<T extends ChangeRecord>(entries: readonly T[], currentStatus: string, now: Date): T | null {
  const newest = entries.find((entry) => entry.action === "status" && entry.revertedAt === null);
  if (!newest) return null;
  if (now.getTime() - newest.at.getTime() >= REVERT_MS) return null;
  return newest.changes.standardStatus?.[1] === currentStatus ? newest : null;
}

/** What undoing a change writes: each lifecycle column it changed, back to its value before. */
export function revertColumns(change: ChangeRecord): Partial<Record<LifecycleColumn, unknown>> {
  return Object.fromEntries(lifecycleColumns.flatMap((column) => (Object.hasOwn(change.changes, column) ? [[column, change.changes[column]![0]]] : [])));
}

/** The status a change went back from and to, as the undo button names it. */
export function revertedTo(change: ChangeRecord): ListStatus | null {
  const before = change.changes.standardStatus?.[0];
  return typeof before === "string" && Object.hasOwn(nextStatuses, before) ? (before as ListStatus) : null;
}

/** The status change she can still undo, as the editor offers it. */
export interface StatusUndo {
  readonly id: number;
  /** The status undoing it goes back to. */
  readonly to: ListStatus;
  /** The moment its REVERT_DAYS end. */
  readonly until: string;
}

/** The undo the editor offers for a listing's audit (newest first), if any. */
export function statusUndo(entries: readonly ChangeRecord[], currentStatus: string, now: Date): StatusUndo | null {
  const change = revertibleChange(entries, currentStatus, now);
  const to = change ? revertedTo(change) : null;
  return change && to ? { id: change.id, to, until: new Date(change.at.getTime() + REVERT_MS).toISOString() } : null;
}
