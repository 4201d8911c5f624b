import { randomUUID } from "node:crypto";
import type { articles } from "~/db/schema";
import { valleyTimeToUtc } from "~/features/agent-listings/valley-time";
import type { PhotoErrorCode } from "~/features/listings/photos";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import type { UploadedFile } from "~/server/http/upload.server";
import { renderArticleBody } from "~/server/articles.server";
import type { Storage } from "~/server/storage/storage.server";
import { articleLimits, readArticleFields, resolvePublish, suggestSlug, type ArticleAnswer, type ArticleFields } from "./editor";
import { articleImageUrl } from "./image-urls";
import { storeArticleImage } from "./images.server";
import { createArticle, editableArticle, saveArticle, twinIdOf, type ArticleDraft } from "./store.server";

type Row = typeof articles.$inferSelect;

/** What the editor's action answers: the form again (refused, a preview, a photo added), or the saved article's id. */
export type SubmissionResult = { readonly kind: "answer"; readonly status: number; readonly answer: ArticleAnswer } | { readonly kind: "saved"; readonly id: string; readonly created: boolean };

interface Submission {
  readonly db: Database;
  readonly storage: Storage;
  readonly fields: FormData;
  readonly files: readonly UploadedFile[];
  /** The article saved (undefined for a new one), and the language of a new one. */
  readonly row: Row | undefined;
  readonly lang: Lang;
  readonly authorId: string | null;
  readonly now?: Date;
}

const fileOf = (files: readonly UploadedFile[], field: string) => files.find((file) => file.field === field && file.size > 0);

/** An uploaded photo through the pipeline, or why it can't be. */
async function stored(storage: Storage, file: UploadedFile): Promise<{ ok: true; src: string } | { ok: false; code: PhotoErrorCode }> {
  if (file.truncated) return { ok: false, code: "tooBig" };
  const result = await storeArticleImage(storage, file.path);
  return result.ok ? { ok: true, src: articleImageUrl(result.id, 1280, "jpg") } : result;
}

/**
 * One submission of the article editor: "add-image" puts an uploaded photo's
 * Markdown at the end of the text (not saved yet), "preview" renders the text
 * as the article will show it, "save" checks everything and saves. Whatever
 * is refused comes back with every field as typed.
 */
export async function handleArticleSubmission({ db, storage, fields, files, row, lang, authorId, now = new Date() }: Submission): Promise<SubmissionResult> {
  const intent = fields.get("intent");
  const sent = readArticleFields(fields);
  const values = sent.values;
  const nonce = randomUUID();
  const answer = (status: number, extra: Partial<ArticleAnswer> & { errors?: ArticleAnswer["errors"] } = {}): SubmissionResult => ({
    kind: "answer",
    status,
    answer: { form: "article", errors: {}, values, nonce, ...extra },
  });
  const coverDropped = Boolean(fileOf(files, "coverFile"));

  if (intent === "add-image") {
    const alt = String(fields.get("imageAlt") ?? "").trim();
    const file = fileOf(files, "imageFile");
    const errors: ArticleAnswer["errors"] = {};
    if (!alt) errors.imageAlt = "imageAlt";
    else if (alt.length > articleLimits.alt) errors.imageAlt = "tooLong";
    // The description becomes the Markdown image's [alt]: a bracket or a line break would end it early.
    else if (/[[\]\n]/.test(alt)) errors.imageAlt = "altMarkup";
    if (!file) errors.imageFile = "imageFile";
    if (Object.keys(errors).length > 0 || !file) return answer(422, { errors, coverDropped, values: { ...values, imageAlt: alt } as ArticleAnswer["values"] });
    const image = await stored(storage, file);
    if (!image.ok) return answer(422, { errors: { imageFile: image.code }, coverDropped, values: { ...values, imageAlt: alt } as ArticleAnswer["values"] });
    const body = `${(values.body ?? "").trimEnd()}\n\n![${alt}](${image.src})\n`;
    return answer(200, { values: { ...values, body }, imageAdded: true, coverDropped });
  }
  if (intent !== "save" && intent !== "preview") return answer(422);
  if (!sent.ok) return answer(422, { errors: sent.errors, coverDropped });

  const input = sent.input;
  const errors: Partial<Record<ArticleFields | "coverFile", string>> = {};
  const slug = input.slug || suggestSlug(input.title);
  if (!slug) errors.slug = "slug";
  const publish = resolvePublish(input, valleyTimeToUtc, { previous: row?.publishAt ?? null, now });
  if (!publish.ok) errors[publish.field] = publish.code;
  if (Object.keys(errors).length > 0) return answer(422, { errors, coverDropped });
  if (intent === "preview") return answer(200, { values: { ...values, slug }, preview: { title: input.title, summary: input.summary, ...renderArticleBody(input.body, lang) }, coverDropped });
  if (!publish.ok) return answer(422);

  const twinId = input.twin || null;
  let cover = row?.cover;
  const coverFile = fileOf(files, "coverFile");
  if (coverFile) {
    const image = await stored(storage, coverFile);
    if (!image.ok) return answer(422, { errors: { coverFile: image.code } });
    cover = image.src;
  } else if (!cover && twinId) {
    // A translation shows its twin's cover unless it is given one of its own.
    cover = (await editableArticle(db, twinId))?.cover;
  }
  if (!cover) return answer(422, { errors: { coverFile: "required" } });

  const draft: ArticleDraft = {
    title: input.title,
    slug,
    summary: input.summary,
    body: input.body,
    coverAlt: input.coverAlt,
    tags: input.tags,
    category: input.category || null,
    cover,
    status: publish.status,
    publishAt: publish.publishAt,
    twinId,
  };
  const revision = Number(fields.get("revision"));
  const outcome = row ? await saveArticle(db, row.id, draft, Number.isInteger(revision) ? revision : -1, authorId) : await createArticle(db, lang, draft, authorId);
  if (outcome.ok) return { kind: "saved", id: outcome.id, created: !row };
  const kept = { ...values, slug, cover } as ArticleAnswer["values"];
  if (outcome.reason === "conflict") {
    const theirs = outcome.theirs;
    return answer(409, { values: kept, conflict: { title: theirs.title, body: theirs.body, revision: theirs.revision, updatedAt: theirs.updatedAt.toISOString() } });
  }
  if (outcome.reason === "missing") return answer(404);
  return answer(422, { errors: outcome.reason === "slugTaken" ? { slug: "slugTaken" } : { twin: "twinTaken" }, values: kept });
}

/** The editor's fields for a saved article, as the form shows them. */
export async function articleFormValues(db: Database, row: Row, toValley: (at: Date) => { day: string; time: string }): Promise<ArticleAnswer["values"]> {
  const at = row.publishAt ? toValley(row.publishAt) : { day: "", time: "" };
  const cityHomes = row.city ? `${row.city}-homes` : "";
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    coverAlt: row.coverAlt,
    tags: row.tags.join(", "),
    category: row.category ?? cityHomes,
    status: row.status,
    publishDay: at.day,
    publishTime: at.time,
    twin: (await twinIdOf(db, row)) ?? "",
  };
}
