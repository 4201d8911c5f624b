import { Marked, type Tokens } from "marked";

/** A heading of the rendered text: its anchor and its words, for a table of contents. */
export interface TocEntry {
  readonly id: string;
  readonly text: string;
}

type InlineParser = { parser: { parseInline(tokens: Tokens.Generic[]): string } };

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** An anchor from a heading's words: "Cómo comprar en 2025" is "como-comprar-en-2025". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A link or image target the page may carry: a path of the site ("/en/tools",
 * not "//elsewhere"), an anchor, or an http(s), mailto or tel URL. Anything
 * else (javascript:, data:, vbscript:, file:, and those hidden behind
 * entities, whitespace or control characters) is refused: browsers strip
 * those before reading the scheme, so the check does too.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/g;

export function safeTarget(href: string, kinds: "link" | "image" = "link"): string | null {
  const cleaned = href.replace(INVISIBLE, "");
  if (cleaned.startsWith("/") && !cleaned.startsWith("//") && !cleaned.startsWith("/\\")) return cleaned;
  if (kinds === "link" && cleaned.startsWith("#")) return cleaned;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  const allowed = kinds === "image" ? ["https"] : ["https", "http", "mailto", "tel"];
  return scheme && allowed.includes(scheme) && URL.canParse(cleaned) ? cleaned : null;
}

/**
 * Markdown as the site prints it (articles now, and whatever the agent writes
 * later, issue 43): GitHub's dialect, headings with anchors, checklists as
 * printed boxes. Nothing written can become markup of its own: raw HTML is
 * shown as text, a link to a refused target is its words alone, an image from
 * one is its alt text, and links off the site open nothing of ours to them
 * (`rel="noopener noreferrer"`).
 */
export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: InlineParser, { tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = slugify(text);
        if (depth === 2) toc.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      // Checklists read as lists of boxes to tick on paper; a disabled form control would only confuse.
      checkbox({ checked }: Tokens.Checkbox) {
        return `<span aria-hidden="true">${checked ? "☑" : "☐"}</span> `;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link(this: InlineParser, { href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = safeTarget(href);
        if (!target) return inner;
        const offSite = /^https?:/i.test(target);
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ""}${offSite ? ' rel="noopener noreferrer"' : ""}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const target = safeTarget(href, "image");
        if (!target) return escapeHtml(text);
        return `<img src="${escapeHtml(target)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""} loading="lazy" decoding="async">`;
      },
    },
  });
  return { html: marked.parse(markdown, { async: false }), toc };
}
