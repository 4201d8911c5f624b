import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The product's canonical page and article lists. The repository keeps its own copies in docs/spec, and the
 * tests read those, so a clone stands alone; spec.test.ts checks that they equal the shared originals.
 */
export const specDir = path.resolve(import.meta.dirname, "../../docs/spec");

/** Where the shared originals live when this checkout sits beside them (SPEC_DIR to point elsewhere). */
export const sharedSpecDir = process.env.SPEC_DIR ?? path.resolve(import.meta.dirname, "../../../shared/spec");

/** The files copied from the shared folder. */
export const specFiles = ["routes.tsv", "blog-articles.tsv"] as const;

export function parseTsv(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("\t").map((cell) => cell.trim()));
}

function readTsv(name: (typeof specFiles)[number]): string[][] {
  const file = path.join(specDir, name);
  if (!existsSync(file)) throw new Error(`${file} not found: docs/spec keeps the repository's copy of ${name}`);
  return parseTsv(readFileSync(file, "utf8"));
}

export interface SpecRoute {
  id: string;
  en: string;
  es: string;
}

export function specRoutes(): SpecRoute[] {
  return readTsv("routes.tsv").map(([id = "", en = "", es = ""]) => ({ id, en, es }));
}

export interface SpecArticle {
  key: string;
  en: string;
  es: string;
}

export function specArticles(): SpecArticle[] {
  return readTsv("blog-articles.tsv").map(([key = "", en = "", es = ""]) => ({ key, en, es }));
}

/** A seed article's path, by its key, as blog-articles.tsv gives its slugs (content/blog seeds the articles at those URLs). */
export function specArticlePath(key: string, lang: "en" | "es"): string {
  const row = specArticles().find((article) => article.key === key);
  if (!row) throw new Error(`no article ${key} in blog-articles.tsv`);
  return `/${lang}/blog/${row[lang]}`;
}
