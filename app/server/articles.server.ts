import matter from "gray-matter";
import { z } from "zod";
import { articleKeys, articles, type ArticleKey, type Lang } from "~/lib/routes";
import { renderMarkdown, type TocEntry } from "./markdown.server";

const frontmatter = z.object({
  key: z.enum(articleKeys as [ArticleKey, ...ArticleKey[]]),
  lang: z.enum(["en", "es"]),
  slug: z.string(),
  title: z.string().min(5).max(90),
  description: z.string().min(50).max(200),
  date: z.union([z.date(), z.string()]).transform((value) => (typeof value === "string" ? value : value.toISOString()).slice(0, 10)),
  author: z.string(),
  hero: z.string().startsWith("/"),
  heroAlt: z.string(),
  tags: z.array(z.string()).min(1),
  city: z.string().optional(),
  category: z.string().optional(),
});

export type ArticleMeta = z.infer<typeof frontmatter> & { minutes: number };
export interface Article extends ArticleMeta {
  html: string;
  toc: TocEntry[];
}

const files = import.meta.glob<string>("/content/blog/*.md", { query: "?raw", import: "default", eager: true });

function load(): Map<string, Article> {
  const loaded = new Map<string, Article>();
  for (const [file, raw] of Object.entries(files)) {
    const parsed = matter(raw);
    const result = frontmatter.safeParse(parsed.data);
    if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    const meta = result.data;
    if (articles[meta.key][meta.lang] !== meta.slug) throw new Error(`${file}: slug ${meta.slug} is not the route table's`);
    const words = parsed.content.split(/\s+/).filter(Boolean).length;
    loaded.set(`${meta.key}.${meta.lang}`, { ...meta, minutes: Math.max(1, Math.round(words / 200)), ...renderMarkdown(parsed.content) });
  }
  return loaded;
}

let cache: Map<string, Article> | undefined;

function all(): Map<string, Article> {
  cache ??= load();
  return cache;
}

export function getArticle(key: ArticleKey, lang: Lang): Article | undefined {
  return all().get(`${key}.${lang}`);
}

/** The articles of a language, newest first. */
export function listArticles(lang: Lang): ArticleMeta[] {
  return articleKeys
    .map((key) => getArticle(key, lang))
    .filter((article): article is Article => Boolean(article))
    .map(({ html: _html, toc: _toc, ...meta }) => meta)
    .sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key));
}

export function articleTitles(lang: Lang): Record<ArticleKey, string> {
  return Object.fromEntries(
    articleKeys.map((key) => [key, getArticle(key, lang)?.title ?? articles[key][lang]]),
  ) as Record<ArticleKey, string>;
}
