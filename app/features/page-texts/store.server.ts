import { and, eq, sql } from "drizzle-orm";
import { pageTexts, pageTextsVersion } from "~/db/schema";
import type { Lang, PageId } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { filePageProse, refreshPageTexts } from "~/server/page-texts.server";
import { bodyOf, type PageTextInput } from "./editable";

/** A page's text as the editor opens it: the agent's saved one or the file's, and the revision a save must name (0: the file's). */
export interface EditablePageText {
  readonly values: PageTextInput;
  readonly revision: number;
  readonly edited: boolean;
  readonly updatedAt: Date | null;
}

export async function editablePageText(db: Database, id: PageId, lang: Lang): Promise<EditablePageText> {
  const [row] = await db.select().from(pageTexts).where(and(eq(pageTexts.pageId, id), eq(pageTexts.lang, lang)));
  if (row) return { values: { h1: row.h1, description: row.description, body: row.body }, revision: row.revision, edited: true, updatedAt: row.updatedAt };
  const file = filePageProse(id, lang);
  if (!file) throw new Error(`content/pages/${id}.${lang}.md is missing`);
  return { values: { h1: file.h1, description: file.description, body: bodyOf(file) }, revision: 0, edited: false, updatedAt: null };
}

/** Which pages the agent has edited, in which language. */
export async function editedPages(db: Database): Promise<Set<string>> {
  const rows = await db.select({ pageId: pageTexts.pageId, lang: pageTexts.lang }).from(pageTexts);
  return new Set(rows.map((row) => `${row.pageId}.${row.lang}`));
}

type Executor = Pick<Database, "insert">;

async function bumpVersion(tx: Executor): Promise<void> {
  await tx
    .insert(pageTextsVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: pageTextsVersion.id, set: { version: sql`${pageTextsVersion.version} + 1` } });
}

export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly theirs: EditablePageText };

/**
 * Saves the agent's text if the page is still at the revision her form was
 * opened at (optimistic concurrency); otherwise nothing is written and the
 * text that stands is returned, for her to compare. The row is locked for the
 * check, so two saves of one revision can't both pass.
 */
export async function savePageText(db: Database, id: PageId, lang: Lang, values: PageTextInput, revision: number, authorId: string | null): Promise<SaveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const where = and(eq(pageTexts.pageId, id), eq(pageTexts.lang, lang));
    const [row] = await tx.select().from(pageTexts).where(where).for("update");
    const current = row?.revision ?? 0;
    const standing = async (): Promise<SaveOutcome> => {
      const [now] = await tx.select().from(pageTexts).where(where);
      return { ok: false, theirs: now ? { values: { h1: now.h1, description: now.description, body: now.body }, revision: now.revision, edited: true, updatedAt: now.updatedAt } : await editablePageText(db, id, lang) };
    };
    if (current !== revision) return standing();
    const next = { ...values, revision: current + 1, authorId, updatedAt: new Date() };
    if (row) await tx.update(pageTexts).set(next).where(where);
    else {
      // Another first save may have inserted since the check: it won, and this one is refused like any stale one.
      const inserted = await tx.insert(pageTexts).values({ pageId: id, lang, ...next }).onConflictDoNothing().returning({ revision: pageTexts.revision });
      if (inserted.length === 0) return standing();
    }
    await bumpVersion(tx);
    return { ok: true };
  });
  if (outcome.ok) await refreshPageTexts(db);
  return outcome;
}

/** Back to the file's text: the agent's row goes, so a better site text reaches her page too. */
export async function resetPageText(db: Database, id: PageId, lang: Lang): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pageTexts).where(and(eq(pageTexts.pageId, id), eq(pageTexts.lang, lang)));
    await bumpVersion(tx);
  });
  await refreshPageTexts(db);
}
