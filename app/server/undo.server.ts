import { and, eq, getTableName, gt, lte, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { pendingDeletions, type HeldRows } from "~/db/schema";
import { queryRows, type Database } from "./db/connect.server";
import { intervalJob, type IntervalJob } from "./interval-job.server";
import { errorFacts, logWarn } from "./log.server";
import type { Storage } from "./storage/storage.server";

/** How long the agent has to undo a deletion (ADR 0420). */
export const UNDO_SECONDS = 10;
/** The cookie that tells the next page which deletion it offers to undo: a little longer than the window, which the server checks. */
export const UNDO_COOKIE = "undo";

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Executor;

/** Rows a deletion takes from one table, children after their parents (the order they go back in). */
export interface Taking {
  readonly table: PgTable;
  readonly where: SQL;
}

/** What is being deleted, for the notice and the undo. */
export interface Deletion {
  readonly kind: string;
  readonly userId: string;
  readonly takes: readonly Taking[];
  /** Stored files that go only once the deletion is final. */
  readonly files?: readonly string[];
  readonly now?: Date;
}

/**
 * Copies every row a deletion will take (the item and the rows that cascade from it) into a
 * pending deletion, in the caller's transaction, before the caller deletes: so the item is gone
 * from the site at once, and for UNDO_SECONDS it can come back exactly as it was. Its id.
 */
export async function holdForUndo(tx: Runner, { kind, userId, takes, files = [], now = new Date() }: Deletion): Promise<number> {
  const held: HeldRows = [];
  for (const { table, where } of takes) {
    const [row] = await queryRows<{ rows: unknown[] }>(tx, sql`SELECT coalesce(jsonb_agg(to_jsonb(${table})), '[]'::jsonb) AS rows FROM ${table} WHERE ${where}`);
    held.push({ table: getTableName(table), rows: row?.rows ?? [] });
  }
  const [pending] = await tx
    .insert(pendingDeletions)
    .values({ kind, userId, held, files: [...files], at: now, until: new Date(now.getTime() + UNDO_SECONDS * 1000) })
    .returning({ id: pendingDeletions.id });
  if (!pending) throw new Error("pending deletion not recorded");
  return pending.id;
}

/**
 * Deletes the rows of one table `where` picks, held for undo under `kind` (her own wording of a
 * text, back to the site's): the pending deletion's id, or null when there was no row, so nothing
 * was lost and there is nothing to undo.
 */
export async function deleteForUndo(db: Database, table: PgTable, where: SQL, { kind, userId }: Pick<Deletion, "kind" | "userId">): Promise<number | null> {
  return db.transaction(async (tx) => {
    const found = await queryRows(tx, sql`SELECT 1 FROM ${table} WHERE ${where} FOR UPDATE`);
    if (found.length === 0) return null;
    const pending = await holdForUndo(tx, { kind, userId, takes: [{ table, where }] });
    await tx.delete(table).where(where);
    return pending;
  });
}

/** A deletion still within its window, for the notice: what it was and until when. */
export async function pendingDeletion(db: Database, id: number, userId: string, now = new Date()) {
  const [row] = await db
    .select({ id: pendingDeletions.id, kind: pendingDeletions.kind, until: pendingDeletions.until })
    .from(pendingDeletions)
    .where(and(eq(pendingDeletions.id, id), eq(pendingDeletions.userId, userId), gt(pendingDeletions.until, now)));
  return row ?? null;
}

/**
 * Undoes a deletion within its window: every row goes back as it was (its id, its times), in
 * one transaction with the pending deletion's end. Null when the window has passed or it is not
 * this user's; otherwise what it was and the rows it put back. Columns the database computes are left to it.
 */
export async function undoDeletion(db: Database, id: number, userId: string, now = new Date()): Promise<{ kind: string; held: HeldRows } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pendingDeletions)
      .where(and(eq(pendingDeletions.id, id), eq(pendingDeletions.userId, userId), gt(pendingDeletions.until, now)))
      .for("update");
    if (!row) return null;
    for (const { table, rows } of row.held) {
      if (rows.length === 0) continue;
      const columns = await queryRows<{ name: string }>(
        tx,
        sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      );
      const list = sql.join(
        columns.map(({ name }) => sql.identifier(name)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
      );
    }
    await tx.delete(pendingDeletions).where(eq(pendingDeletions.id, id));
    return { kind: row.kind, held: row.held };
  });
}

/**
 * Makes the deletions past their window final: their stored files go, then their held rows.
 * Each instance of a fleet may run it: a row is claimed by deleting it, so its files go once.
 */
export async function purgeDeletions(db: Database, storage: Storage, now = new Date()): Promise<number> {
  const due = await db.delete(pendingDeletions).where(lte(pendingDeletions.until, now)).returning({ files: pendingDeletions.files });
  for (const key of due.flatMap((row) => row.files)) {
    try {
      await storage.delete(key);
    } catch (error) {
      logWarn({ msg: "file of a deletion not removed", ...errorFacts(error) });
    }
  }
  return due.length;
}

/** The purge, every few seconds: a deletion becomes final soon after its window, across restarts too (its rows are in the database). */
export function startDeletionPurge(db: Database, storage: Storage, { intervalMs = 5_000 } = {}): IntervalJob<number> {
  return intervalJob("deletion purge failed", () => purgeDeletions(db, storage), { intervalMs, firstRunMs: 1_000 });
}

/** The cookie naming the deletion the next page offers to undo. */
export function undoCookie(id: number): string {
  return `${UNDO_COOKIE}=${id}; Path=/; Max-Age=${UNDO_SECONDS + 5}; HttpOnly; SameSite=Lax`;
}
