import { editorRuns, type LinkTarget } from "~/lib/editor-runs";
import type { PlaceholderName } from "~/lib/placeholders";

/** What the chips say: a placeholder's words, a link's target by name. */
export interface ChipWords {
  readonly placeholder: (name: PlaceholderName) => string;
  readonly link: (target: LinkTarget | undefined) => string;
}

const CHIP = "mx-0.5 inline-block rounded-md border px-1.5 align-baseline text-[0.95em] leading-snug select-all";
const PLACEHOLDER_CHIP = `${CHIP} border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`;
const LINK_CHIP = `${CHIP} border-sky-300 bg-sky-50 font-medium text-sky-900 underline underline-offset-2 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100`;

/** A chip: it is never typed into, and stands for its stored form (`data-token`). */
export function chipElement(document: Document, token: string, text: string, kind: "placeholder" | "link", title?: string): HTMLSpanElement {
  const chip = document.createElement("span");
  chip.contentEditable = "false";
  chip.dataset.token = token;
  chip.className = kind === "link" ? LINK_CHIP : PLACEHOLDER_CHIP;
  chip.textContent = text;
  if (title) chip.title = title;
  return chip;
}

/** Fills the editor with a stored text: words as text, placeholders and links as chips. */
export function renderChips(editor: HTMLElement, text: string, names: readonly PlaceholderName[], targets: ReadonlyMap<string, LinkTarget>, words: ChipWords): void {
  const document = editor.ownerDocument;
  editor.replaceChildren(
    ...editorRuns(text, names, new Set(targets.keys())).map((run) => {
      if (run.kind === "text") return document.createTextNode(run.text);
      if (run.kind === "placeholder") return chipElement(document, run.token, words.placeholder(run.name), "placeholder");
      return chipElement(document, run.token, run.words, "link", words.link(targets.get(run.target)));
    }),
  );
}

const BLOCKS = new Set(["DIV", "P", "LI"]);

/**
 * The stored text of what the editor holds: text as typed, each chip's stored
 * form, a line break per break. Browsers wrap new lines in blocks of their own
 * (`<div>`), so a block starts a new line unless one has just started.
 */
export function storedText(editor: HTMLElement): string {
  let out = "";
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) out += (child as Text).data;
      else if (child instanceof HTMLElement) {
        if (child.dataset.token !== undefined) out += child.dataset.token;
        else if (child.tagName === "BR") out += "\n";
        else {
          if (BLOCKS.has(child.tagName) && out && !out.endsWith("\n")) out += "\n";
          walk(child);
        }
      }
    }
  };
  walk(editor);
  return out;
}
