import type { PlaceholderName } from "./placeholders";

/**
 * A stored text as the agent's editors show it (ADR 0423): her words, the
 * placeholders she may use as chips, and links to a page or an article of
 * the site (`[words](tools)`, `[words](article:key)`, ADR 0120) as chips
 * named by their words. Anything else stays text, as it is stored.
 */
export type EditorRun =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "placeholder"; readonly name: PlaceholderName; readonly token: string }
  | { readonly kind: "link"; readonly words: string; readonly target: string; readonly token: string };

/** A page or an article a link may lead to: how it is stored, and its names in both languages (the editors' list is searched in either). */
export interface LinkTarget {
  readonly target: string;
  readonly kind: "page" | "article";
  readonly name: string;
  readonly otherName: string;
}

const tokenPattern = /\{([A-Za-z]+)\}|\[([^\]\n]+)\]\(([a-z0-9-]+|article:[a-z0-9-]+)\)/g;

/** The runs of a text; `links` holds the targets a link chip may name (the others stay text). */
export function editorRuns(text: string, names: readonly PlaceholderName[], links: ReadonlySet<string>): EditorRun[] {
  const runs: EditorRun[] = [];
  let end = 0;
  const addText = (upTo: number) => {
    if (upTo > end) runs.push({ kind: "text", text: text.slice(end, upTo) });
  };
  for (const match of text.matchAll(tokenPattern)) {
    const [token, name, words, target] = match;
    if (name !== undefined ? !names.includes(name as PlaceholderName) : !links.has(target ?? "")) continue;
    addText(match.index);
    runs.push(name !== undefined ? { kind: "placeholder", name: name as PlaceholderName, token } : { kind: "link", words: words ?? "", target: target ?? "", token });
    end = match.index + token.length;
  }
  addText(text.length);
  return runs;
}

/** How a link chip is stored: her words in brackets may not hold the brackets that would end them. */
export function linkToken(words: string, target: string): string {
  return `[${words.replace(/[[\]\s]+/g, " ").trim()}](${target})`;
}
