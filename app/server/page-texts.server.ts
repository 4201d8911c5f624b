import { eq } from "drizzle-orm";
import matter from "gray-matter";
import { z } from "zod";
import { pageTexts, pageTextsVersion } from "~/db/schema";
import type { PageText } from "~/lib/page-data";
import { proseParagraphs, proseRuns } from "~/lib/prose-links";
import { langs, pageIds, type Lang, type PageId } from "~/lib/routes";
import { articleLinkTarget } from "./articles.server";
import { getDb } from "./db.server";
import type { Database } from "./db/connect.server";

/**
 * Page prose (ADR 0010): one file per page and language in content/pages,
 * `<page>.<lang>.md`, beside the articles and parsed the same way (gray-matter
 * front matter checked with zod). The front matter holds the short fields
 * (title, meta description, H1, mobile hero); the body is the introduction,
 * then a section per `## ` heading. Paragraphs are separated by a blank line;
 * the body is plain text, not rendered as markdown, but for links to other
 * pages, `[text](page-id)` and `[text](article:key)` (ADR 0120): checked here,
 * so a wrong one fails at load, and rendered by components/page/prose.tsx.
 * Placeholders {agentName}, {brokerage}, {years} and {phone} are filled in by
 * page.server.ts. Server only: the texts reach the browser in the page's
 * loader data.
 */
const frontmatter = z.object({
  page: z.enum(pageIds as [PageId, ...PageId[]]),
  lang: z.enum(langs),
  title: z.string().min(1),
  description: z.string().min(1),
  h1: z.string().min(1),
  hero: z.object({ title: z.string().min(1), subtitle: z.string().min(1), description: z.string().min(1) }).strict(),
}).strict();

const files = import.meta.glob<string>("/content/pages/*.md", { query: "?raw", import: "default", eager: true });

/** Splits a body into the introduction and its `## ` sections. */
export function parsePageBody(body: string): Pick<PageText, "intro" | "sections"> {
  const [intro = "", ...rest] = body.split(/^## /m);
  const sections = rest.map((chunk) => {
    const newline = chunk.indexOf("\n");
    return newline < 0
      ? { heading: chunk.trim(), body: "" }
      : { heading: chunk.slice(0, newline).trim(), body: chunk.slice(newline + 1).trim() };
  });
  return { intro: intro.trim(), ...(sections.length ? { sections } : {}) };
}

/** Every link of a body names a page or an article of the route table, or its file fails to load. */
function checkLinks(file: string, lang: Lang, { intro, sections = [] }: Pick<PageText, "intro" | "sections">): void {
  const paragraphs = [intro, ...sections.map((section) => section.body)].flatMap((text) => proseParagraphs(text));
  for (const paragraph of paragraphs) {
    try {
      proseRuns(paragraph, lang, articleLinkTarget);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}

function load(): Map<string, PageText> {
  const loaded = new Map<string, PageText>();
  for (const [file, raw] of Object.entries(files)) {
    const parsed = matter(raw);
    const result = frontmatter.safeParse(parsed.data);
    if (!result.success) throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    const { page, lang, ...fields } = result.data;
    if (!file.endsWith(`/${page}.${lang}.md`)) throw new Error(`${file}: page ${page} and lang ${lang} do not match the file name`);
    const body = parsePageBody(parsed.content);
    checkLinks(file, lang, body);
    loaded.set(`${page}.${lang}`, { ...fields, ...body });
  }
  return loaded;
}

let cache: Map<string, PageText> | undefined;

/** The prose as content/pages has it: the seed, and what "use the site's text" returns to. */
export function filePageProse(id: PageId, lang: Lang): PageText | undefined {
  cache ??= load();
  return cache.get(`${id}.${lang}`);
}

/** What the agent saved over the files (issue 43), as of a version of page_texts_version. */
let saved: { readonly version: number; readonly texts: ReadonlyMap<string, Pick<PageText, "h1" | "description" | "intro" | "sections">> } = { version: 0, texts: new Map() };

/**
 * Reads the counter of the agent's page texts and, when it moved, every saved
 * text (a few dozen rows at most). Run before a request's loaders (the root
 * middleware) and by the page cache's version read, so a save shows on every
 * instance's next request.
 */
export async function refreshPageTexts(db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ version: pageTextsVersion.version }).from(pageTextsVersion).where(eq(pageTextsVersion.id, 1));
  const version = row?.version ?? 0;
  if (version === saved.version) return version;
  const rows = await db.select().from(pageTexts);
  saved = {
    version,
    texts: new Map(rows.map((text) => [`${text.pageId}.${text.lang}`, { h1: text.h1, description: text.description, ...parsePageBody(text.body) }])),
  };
  return version;
}

/** Drops the saved texts in hand, as when the database they came from is closed (a test file's; the next file has its own). */
export function forgetPageTexts(): void {
  saved = { version: 0, texts: new Map() };
}

/** The page texts' version, for the page cache's key. */
export const pageTextsVersionOf = (db: Database) => refreshPageTexts(db);

/**
 * The page's prose as the agent last saved it, or as written in its file;
 * placeholders unfilled; undefined when its file is missing (a test fails on
 * that). Her own heading stands alone: the phone hero's line written to go
 * under the site's heading is left out under hers (issue 54).
 */
export function findPageProse(id: PageId, lang: Lang): PageText | undefined {
  const file = filePageProse(id, lang);
  const edited = saved.texts.get(`${id}.${lang}`);
  if (!file || !edited) return file;
  return { ...file, ...edited, sections: edited.sections, hero: heroUnder(file, edited.h1) };
}

/** The phone hero's texts under a heading: without the site's line under it when the heading is hers. */
export function heroUnder(file: PageText, h1: string): PageText["hero"] {
  return h1 === file.h1 ? file.hero : { ...file.hero, title: "" };
}

export function getPageProse(id: PageId, lang: Lang): PageText {
  const text = findPageProse(id, lang);
  if (!text) throw new Error(`content/pages/${id}.${lang}.md is missing`);
  return text;
}
