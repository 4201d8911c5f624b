import { cityList } from "~/lib/cities";

/**
 * A real-estate term as Valley listings write it in English, and what a buyer
 * in the Valley calls it in Spanish (ADR 0125). The provider never sees these
 * words: they are taken out before and put back after, so "pool" is always
 * "alberca" and "casita" never becomes "casa pequeña". Variants are matched
 * without regard to case, a space or a hyphen alike; the longest wins.
 */
export interface GlossaryEntry {
  readonly en: readonly string[];
  readonly es: string;
  /** Where English counts with a singular ("3 bedroom home", "2-half bath"), Spanish says the plural. */
  readonly plural?: string;
}

export const glossary: readonly GlossaryEntry[] = [
  { en: ["casita", "casitas"], es: "casita" },
  { en: ["HOA fees", "HOA fee", "HOA dues", "HOA"], es: "cuota de la asociación (HOA)" },
  { en: ["ranch style home", "ranch style house"], es: "casa estilo rancho" },
  { en: ["ranch style"], es: "estilo rancho" },
  { en: ["townhouse", "townhome"], es: "casa adosada (townhouse)" },
  { en: ["half bath", "half bathroom", "powder room"], es: "medio baño", plural: "medios baños" },
  { en: ["half baths", "half bathrooms"], es: "medios baños" },
  { en: ["granite countertops", "granite counters"], es: "cubiertas de granito" },
  { en: ["quartz countertops", "quartz counters"], es: "cubiertas de cuarzo" },
  { en: ["covered patio", "covered porch"], es: "terraza techada" },
  { en: ["walk-in closet"], es: "vestidor" },
  { en: ["walk-in closets"], es: "vestidores" },
  { en: ["open floor plan", "open concept", "open-concept floor plan"], es: "concepto abierto" },
  { en: ["cul-de-sac"], es: "calle cerrada (cul-de-sac)" },
  { en: ["primary bedroom", "master bedroom", "primary suite", "master suite"], es: "recámara principal" },
  { en: ["bedroom"], es: "recámara", plural: "recámaras" },
  { en: ["bedrooms"], es: "recámaras" },
  { en: ["swimming pool", "pool"], es: "alberca" },
  { en: ["carport"], es: "cochera techada (carport)" },
  { en: ["garage"], es: "cochera" },
  { en: ["backyard", "back yard"], es: "patio trasero" },
  { en: ["fenced yard", "fenced backyard"], es: "patio cercado" },
  { en: ["laundry room", "utility room"], es: "cuarto de lavado" },
  { en: ["kitchen island"], es: "isla de cocina" },
  { en: ["stainless steel appliances", "stainless appliances"], es: "electrodomésticos de acero inoxidable" },
  { en: ["ceiling fans"], es: "ventiladores de techo" },
  { en: ["central air", "central A/C", "central AC"], es: "aire acondicionado central" },
  { en: ["refrigerated air"], es: "aire refrigerado" },
  { en: ["corner lot"], es: "lote en esquina" },
  { en: ["sprinkler system"], es: "sistema de riego" },
  { en: ["storage shed"], es: "bodega" },
  { en: ["gated community"], es: "fraccionamiento cerrado" },
  { en: ["subdivision"], es: "fraccionamiento" },
  { en: ["owner financing", "seller financing"], es: "financiamiento del dueño" },
  { en: ["fixer-upper", "fixer upper"], es: "casa para remodelar" },
  { en: ["move-in ready"], es: "lista para habitarse" },
  { en: ["closing costs"], es: "gastos de cierre" },
  { en: ["MLS"], es: "MLS" },
  { en: ["ISD"], es: "ISD" },
  { en: ["Rio Grande Valley"], es: "Valle del Río Grande" },
  { en: ["RGV"], es: "RGV" },
  { en: ["UTRGV"], es: "UTRGV" },
  { en: ["South Padre Island"], es: "South Padre Island" },
];

/** A text with the terms the provider must not see taken out: what it sends, and what goes back in. */
export interface Protected {
  readonly parts: readonly (string | { readonly term: string })[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A space or a hyphen in a term matches either, once or more. */
const variantPattern = (variant: string) => escapeRegExp(variant).replace(/[\s-]+/g, "[\\s-]+");
const keyOf = (text: string) => text.toLowerCase().replace(/[\s-]+/g, " ");
const bounded = (pattern: string) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;

const entryOf = new Map(glossary.flatMap((entry) => entry.en.map((variant) => [keyOf(variant), entry] as const)));
/** A count of two or more just before a term: "3 bedroom", "three-bedroom". */
const countBefore = /(?<![\p{L}\p{N}.,])(?:[2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten)[\s-]+$/iu;
const glossaryPattern = new RegExp(
  bounded(
    glossary
      .flatMap((entry) => entry.en)
      .sort((a, b) => b.length - a.length)
      .map(variantPattern)
      .join("|"),
  ),
  "giu",
);

/** Names kept as they are, whatever the language: the site's cities (a listing adds its street and subdivision). */
export const keptNames: readonly string[] = cityList.map((city) => city.name);

/**
 * The text with every glossary term and kept name taken out. Kept names match
 * as written ("Mission" the city, not "mission"), glossary terms in any case.
 */
export function protect(text: string, kept: readonly string[] = keptNames): Protected {
  const names = [...new Set(kept.map((name) => name.trim()).filter((name) => name.length > 1))].sort((a, b) => b.length - a.length);
  const namePattern = names.length > 0 ? new RegExp(bounded(names.map(escapeRegExp).join("|")), "gu") : null;
  const found: { start: number; end: number; term: string }[] = [];
  for (const match of namePattern ? text.matchAll(namePattern) : []) found.push({ start: match.index, end: match.index + match[0].length, term: match[0] });
  for (const match of text.matchAll(glossaryPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((name) => start < name.end && name.start < end)) continue;
    const entry = entryOf.get(keyOf(match[0]));
    const term = entry?.plural && countBefore.test(text.slice(Math.max(0, start - 12), start)) ? entry.plural : entry?.es;
    found.push({ start, end, term: term ?? match[0] });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: Protected["parts"][number][] = [];
  let at = 0;
  for (const { start, end, term } of found) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push({ term });
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return { parts };
}

export const termsOf = (text: Protected): string[] => text.parts.flatMap((part) => (typeof part === "string" ? [] : [part.term]));
