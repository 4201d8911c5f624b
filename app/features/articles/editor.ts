import { isCategoryId } from "~/features/search/categories";
import type { FormAnswer } from "~/lib/form-answer";
import { z } from "~/lib/zod";

/** Where an article stands, as the editor offers it (the table's own list, kept apart so the browser needs no schema module). */
export const articleStatusOptions = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleStatusOption = (typeof articleStatusOptions)[number];

export const articleLimits = { titleMin: 5, title: 90, slug: 80, summaryMin: 50, summary: 200, body: 16_000, alt: 200, tags: 8, tag: 30 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title, as the editor suggests it: lowercase ASCII words joined by hyphens ("Año nuevo" → "ano-nuevo"). */
export function suggestSlug(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > articleLimits.slug) break;
    slug = next;
  }
  return slug;
}

const text = (min: number, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(min, min > 1 ? "tooShort" : "required").max(max, "tooLong"));

/** The editor's fields, as typed: one schema for the form and the server. The publish time and the twin are read apart (they need the clock and the database). */
export const articleSchema = z.object({
  title: text(articleLimits.titleMin, articleLimits.title),
  slug: z
    .string()
    .trim()
    .max(articleLimits.slug, "tooLong")
    .refine((value) => value === "" || SLUG.test(value), "slug"),
  summary: text(articleLimits.summaryMin, articleLimits.summary),
  body: text(1, articleLimits.body),
  coverAlt: text(1, articleLimits.alt),
  tags: z
    .string()
    .max(articleLimits.tags * (articleLimits.tag + 2), "tooLong")
    .transform((value) => [...new Set(value.split(",").map((tag) => tag.trim().replace(/\s+/g, " ")).filter(Boolean))])
    .refine((tags) => tags.length <= articleLimits.tags, "tags")
    .refine((tags) => tags.every((tag) => tag.length <= articleLimits.tag && !/[<>]/.test(tag)), "tag"),
  category: z.string().refine((value) => value === "" || isCategoryId(value), "required"),
  status: z.enum(articleStatusOptions, { error: "required" }),
  publishDay: z.string().trim().max(10, "time"),
  publishTime: z.string().trim().max(5, "time"),
  twin: z.string().trim().max(80, "twin"),
});

export type ArticleFields = keyof z.input<typeof articleSchema>;
export type ArticleInput = z.output<typeof articleSchema>;
export type ArticleValues = Partial<Record<ArticleFields | "cover", string>>;
export const articleFields = Object.keys(articleSchema.shape) as ArticleFields[];

/** The editor's answer: refused fields, a preview, a photo added to the text, or the article another save left standing. */
export type ArticleAnswer = FormAnswer<"article", ArticleFields | "coverFile" | "imageFile" | "imageAlt", string, never, ArticleValues> & {
  /** Changes on every answer, so the form takes its values again (a second photo added, a second preview). */
  readonly nonce: string;
  /** The article as its page will show it: title, summary, table of contents and text. */
  readonly preview?: { readonly title: string; readonly summary: string; readonly html: string; readonly toc: ReadonlyArray<{ readonly id: string; readonly text: string }> };
  readonly imageAdded?: boolean;
  readonly coverDropped?: boolean;
  readonly conflict?: { readonly title: string; readonly body: string; readonly revision: number; readonly updatedAt: string };
};

/** Reads the sent fields through the schema: the input, or each field's first problem, with everything typed kept. */
export function readArticleFields(form: { get(name: string): unknown }): { ok: true; input: ArticleInput; values: ArticleValues } | { ok: false; errors: Partial<Record<ArticleFields, string>>; values: ArticleValues } {
  const values = Object.fromEntries([...articleFields, "cover"].map((field) => [field, typeof form.get(field) === "string" ? (form.get(field) as string) : ""])) as ArticleValues;
  const parsed = articleSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data, values };
  const errors: Partial<Record<ArticleFields, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ArticleFields;
    errors[field] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : "required";
  }
  return { ok: false, errors, values };
}

/**
 * The status and publish time a save stores, from what the agent chose: a
 * "published" article with a time still to come is scheduled, a scheduled one
 * whose time has come is published, and an article published with no time
 * goes live now (or keeps the time it first went live).
 */
export function resolvePublish(
  { status, publishDay, publishTime }: Pick<ArticleInput, "status" | "publishDay" | "publishTime">,
  toUtc: (day: string, time: string) => Date | null,
  { previous, now }: { previous: Date | null; now: Date },
): { ok: true; status: ArticleStatusOption; publishAt: Date | null } | { ok: false; field: "publishDay"; code: "time" | "pastTime" } {
  const typed = publishDay || publishTime ? toUtc(publishDay, publishTime || "00:00") : null;
  if ((publishDay || publishTime) && !typed) return { ok: false, field: "publishDay", code: "time" };
  if (status === "scheduled") {
    if (!typed || typed <= now) return { ok: false, field: "publishDay", code: "pastTime" };
    return { ok: true, status, publishAt: typed };
  }
  if (status === "published") {
    const at = typed ?? (previous && previous <= now ? previous : now);
    return { ok: true, status: at > now ? "scheduled" : "published", publishAt: at };
  }
  return { ok: true, status, publishAt: typed ?? previous };
}
