import { termsOf, type Protected } from "./glossary";

/**
 * How a protected text travels through a provider and comes back: the terms
 * as placeholders it keeps, then put back. `decode` answers null when a
 * placeholder did not survive, and the remark then counts as failed rather
 * than showing Spanish with a term gone.
 */
export interface Codec {
  encode(text: Protected): string;
  decode(translated: string, text: Protected): string | null;
}

/** A term where a sentence starts is capitalised: "Alberca…", but "…con alberca" mid-sentence. */
function atSentenceStart(term: string, before: string): string {
  return /(?:^|[.!?]\s+|[¡¿]|\n\s*)$/u.test(before) ? term.charAt(0).toLocaleUpperCase("es") + term.slice(1) : term;
}

function putBack(translated: string, pattern: RegExp, termOf: (captured: string) => string | null): { text: string; count: number } | null {
  let text = "";
  let at = 0;
  let count = 0;
  for (const match of translated.matchAll(pattern)) {
    const term = termOf(match[1] ?? "");
    if (term === null) return null;
    text += translated.slice(at, match.index);
    text += atSentenceStart(term, text);
    at = match.index + match[0].length;
    count += 1;
  }
  return { text: text + translated.slice(at), count };
}

/**
 * LibreTranslate (format "text"): numbered placeholders, {0}, {1}…, the shape
 * of software strings its models have seen kept; each must come back once.
 */
export const tokenCodec: Codec = {
  encode: (text) => {
    let index = 0;
    return text.parts.map((part) => (typeof part === "string" ? part : `{${index++}}`)).join("");
  },
  decode(translated, text) {
    const terms = termsOf(text);
    const seen = new Set<number>();
    const result = putBack(translated, /\{\s*(\d+)\s*\}/g, (captured) => {
      const index = Number(captured);
      if (seen.has(index) || terms[index] === undefined) return null;
      seen.add(index);
      return terms[index];
    });
    return result && seen.size === terms.length ? result.text : null;
  },
};

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * DeepL (tag_handling xml, ignore_tags x): the Spanish term itself inside an
 * ignored <x>, so the sentence around it agrees with it and DeepL leaves it be.
 */
export const xmlCodec: Codec = {
  encode: (text) => text.parts.map((part) => (typeof part === "string" ? escapeXml(part) : `<x>${escapeXml(part.term)}</x>`)).join(""),
  decode(translated, text) {
    const result = putBack(translated, /<x>([^<]*)<\/x>/g, (inner) => inner);
    if (!result || result.count !== termsOf(text).length || /<\/?x\b/.test(result.text)) return null;
    return unescapeXml(result.text);
  },
};
