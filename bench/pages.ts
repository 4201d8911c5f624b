import { type Lang, type PageId, pageIds, pagePath, pages, type Template } from "../app/lib/routes";
import { specArticlePath } from "../tests/support/spec";

export interface BenchPage {
  readonly label: string;
  readonly path: string;
}

/** The first property page linked from the search page: any live listing will do. */
export async function findPropertyPath(baseUrl: string, lang: Lang): Promise<string> {
  const html = await (await fetch(`${baseUrl}${pagePath("search", lang)}`)).text();
  const prefix = lang === "en" ? "/en/property/" : "/es/propiedad/";
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`No property link on ${pagePath("search", lang)}: is the database seeded?`);
  return match[1];
}

/** One page of each kind visitors land on, in one language. */
export async function benchPages(baseUrl: string, lang: Lang): Promise<BenchPage[]> {
  return [
    { label: "home", path: pagePath("home", lang) },
    { label: "search", path: pagePath("search", lang) },
    { label: "category", path: pagePath("residential-for-sale", lang) },
    { label: "property", path: await findPropertyPath(baseUrl, lang) },
    { label: "article", path: specArticlePath("mcallen-market-update", lang) },
    { label: "city guide", path: pagePath("mcallen", lang) },
    { label: "tools", path: pagePath("tools", lang) },
  ];
}

/**
 * One page per template (the first page of the route table using it), plus the two templates outside
 * the table, article and property (undefined here: their paths come from the content): what
 * `bench:size` measures and the markup and accessibility tests check, in both languages.
 */
export type PageTemplate = Template | "article" | "property";
export const templatePages: ReadonlyMap<PageTemplate, PageId | undefined> = (() => {
  const found = new Map<PageTemplate, PageId | undefined>();
  for (const id of pageIds) if (!found.has(pages[id].template)) found.set(pages[id].template, id);
  found.set("article", undefined);
  found.set("property", undefined);
  return found;
})();

/** templatePages as paths in one language: each template's label and one page of it. */
export async function templatePaths(baseUrl: string, lang: Lang): Promise<BenchPage[]> {
  const paths: BenchPage[] = [];
  for (const [template, id] of templatePages) {
    const path = id ? pagePath(id, lang) : template === "article" ? specArticlePath("mcallen-market-update", lang) : await findPropertyPath(baseUrl, lang);
    paths.push({ label: template, path });
  }
  return paths;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
