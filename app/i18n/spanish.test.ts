import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cityList, communities } from "~/lib/cities";

/**
 * Issue 57: no English left on Spanish pages. Every Spanish dictionary is
 * walked beside its English one; a Spanish text equal to the English text
 * at the same place is English left untranslated, unless it is a name or a
 * word Spanish uses as it is (the list below, short enough to read).
 */
const sameInBoth = new Set([
  // Brands.
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  // Places, by the names they go by in both languages (plus the cities and communities of app/lib/cities.ts).
  "TEXAS",
  // Words Spanish uses as they are.
  "Blog",
  "Casitas",
  "Industrial",
  "Nearshoring",
  "Internet",
  "internet",
  "{value} acre",
  "{value} acres",
  // Each language named in its own words, where a reader picks theirs.
  "English",
  "Español",
  "Continue in English",
  "Continuar en español",
  // English on purpose, marked lang="en": the state's documents' titles, and the error page's title beside its translation.
  "Texas Real Estate Commission Information About Brokerage Services",
  "Texas Real Estate Commission Consumer Protection Notice",
  "Unexpected Application Error!",
]);
for (const place of [...cityList, ...Object.values(communities)]) sameInBoth.add(place.name);

const modules = import.meta.glob<Record<string, unknown>>("./*.{en,es}.ts", { eager: true });

function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

/** Each Spanish dictionary (an export ending in Es) with its English one (the same name ending in En, in the .en module). */
function pairs(): Array<[string, unknown, unknown]> {
  return Object.entries(modules)
    .filter(([path]) => path.endsWith(".es.ts"))
    .flatMap(([path, exports]) => {
      const english = modules[path.replace(/\.es\.ts$/, ".en.ts")];
      if (!english) return [];
      return Object.entries(exports)
        .filter(([name]) => name.endsWith("Es") && `${name.slice(0, -2)}En` in english)
        .map(([name, spanish]): [string, unknown, unknown] => [`${path}:${name}`, spanish, english[`${name.slice(0, -2)}En`]]);
    });
}

/** A text with a word to translate: not only placeholders, numbers, abbreviations ("min", "MLS") or a word as short as "No". */
const hasWords = (text: string) => /[A-Za-z]{4,}/.test(text.replace(/\{[^}]*\}/g, ""));

describe("Spanish dictionaries", () => {
  it("finds every Spanish dictionary's English one, but for the Spanish-only tables", () => {
    const spanishOnly = new Set(["./reso-features.es.ts", "./terms.es.ts"]);
    const paired = new Set(pairs().map(([where]) => where.split(":")[0]));
    const unpaired = Object.keys(modules).filter((path) => path.endsWith(".es.ts") && !paired.has(path) && !spanishOnly.has(path));
    expect(unpaired).toEqual([]);
    expect(paired.size).toBeGreaterThan(40);
  });

  it("leave no English text in Spanish, outside the names and loanwords allowed", () => {
    const english: string[] = [];
    for (const [where, spanish, englishDictionary] of pairs()) {
      const en = new Map(leaves(englishDictionary));
      for (const [key, value] of leaves(spanish)) {
        if (typeof value !== "string" || !hasWords(value) || sameInBoth.has(value)) continue;
        if (en.get(key) === value) english.push(`${where} ${key}: ${value}`);
      }
    }
    expect(english).toEqual([]);
  });
});

/** Wordings issue 57 found on Spanish pages, each with what the site says instead. */
const literal: Array<[RegExp, string]> = [
  [/\bgemelo\b/i, "«versión en el otro idioma» for an article's other language"],
  [/nueva construcción/i, "«construcción nueva», one wording everywhere"],
  [/\b(?:del|al) agente\b/, "«la agente»: she is the agent"],
  [/estilo ranch\b/, "«estilo rancho»"],
  [/\bcharter\b/, "«chárter»"],
  [/\bTownhouse\b/, "«casa adosada (townhouse)» (terms.es.ts)"],
  [/pintura del elemento|latencia|percentil|primer byte/i, "plain words on the site-speed page"],
  [/\b(?:usted|Escoja|Elija|Déjelo|Cópielo|Suscríbase|Pregunte|Toque|Conteste|Disculpe|Ingrese|Seleccione|Escriba)\b/, "tú, as the rest of the site speaks to visitors and to her"],
];

/** The Spanish a visitor or the agent reads outside the dictionaries: page prose, articles and the demo listings' texts. */
function otherSpanish(): Array<[string, string]> {
  const files = (folder: string) => readdirSync(folder).filter((name) => name.endsWith(".es.md")).map((name) => `${folder}/${name}`);
  const prose = [...files("content/pages"), ...files("content/blog")].map((path): [string, string] => [path, readFileSync(path, "utf8")]);
  const seed = ["app/server/seed/remarks.ts", "app/server/seed/photos.ts"].flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(/\bes: "([^"]*)"/g)].map((match): [string, string] => [path, match[1]!]),
  );
  return [...prose, ...seed];
}

describe("Spanish wordings", () => {
  it("none of the literal or English wordings issue 57 found is back", () => {
    const texts: Array<[string, string]> = [
      ...pairs().flatMap(([where, spanish]) => leaves(spanish).flatMap(([key, value]): Array<[string, string]> => (typeof value === "string" ? [[`${where} ${key}`, value]] : []))),
      ...otherSpanish(),
    ];
    expect(texts.length).toBeGreaterThan(1000);
    const found = texts.flatMap(([where, text]) => literal.filter(([pattern]) => pattern.test(text)).map(([, instead]) => `${where}: ${instead}`));
    expect(found).toEqual([]);
  });
});
