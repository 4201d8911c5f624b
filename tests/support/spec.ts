import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The product's canonical page and article lists live beside the repository, in shared/spec. */
export const specDir = process.env.SPEC_DIR ?? path.resolve(import.meta.dirname, "../../../shared/spec");

function readTsv(name: string): string[][] {
  const file = path.join(specDir, name);
  if (!existsSync(file)) throw new Error(`${file} not found: set SPEC_DIR to the folder holding routes.tsv`);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("\t").map((cell) => cell.trim()));
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
