import type { LeadWorkText } from "~/i18n/lead-work.en";
import type { LeadType, ReplyTemplateKey } from "~/lib/leads";

/** Longest subject and message a reply takes: a long e-mail, never a pasted document. */
export const replyLimits = { subject: 200, body: 10_000 } as const;

/** One template as the agent's reply form starts from it. */
export interface ReplyTemplate {
  readonly subject: string;
  readonly body: string;
  /** True when the agent has changed the site's wording. */
  readonly edited: boolean;
}

/** What fills a template's placeholders, in the lead's language; null where the lead has nothing to fill it with. */
export interface ReplyValues {
  readonly name: string;
  readonly agent: string;
  readonly brokerage: string;
  readonly phone: string;
  /** The listing's address and page: null for a lead about no listing. */
  readonly listing: string | null;
  readonly link: string | null;
  /** Similar listings, one per line; null when there are none. */
  readonly similar: string | null;
}

/** The template a reply starts from, by the form the lead sent: a showing request is answered with times. */
export function defaultTemplate(type: LeadType): ReplyTemplateKey {
  if (type === "showing") return "showingTimes";
  if (type === "question") return "listings";
  if (type === "valuation") return "valuation";
  return "thanks";
}

const placeholder = /\{(name|agent|brokerage|phone|listing|link|similar)\}/g;
/** A list item with nothing written after its mark: "- ", "•", "1." */
const emptySlot = /^\s*(?:[-*•]|\d+[.)])\s*$/;

/**
 * The lines of a text with some left out, and with them the line that
 * introduces them ("These are similar:") when everything it introduced is
 * gone: a sentence pointing at nothing is as empty as a blank slot.
 */
function withoutLines(lines: readonly string[], dropped: readonly boolean[]): string {
  const kept = lines.map((line, index) => {
    if (dropped[index]) return false;
    if (!line.trimEnd().endsWith(":")) return true;
    let next = index + 1;
    while (next < lines.length && lines[next]?.trim() === "") next += 1;
    let gone = 0;
    for (; next < lines.length && lines[next]?.trim() !== ""; next += 1) {
      if (!dropped[next]) return true;
      gone += 1;
    }
    return gone === 0;
  });
  return lines
    .filter((_, index) => kept[index])
    .join("\n")
    .replace(/\n[ \t]*(?:\n[ \t]*)+\n/g, "\n\n")
    .trim();
}

/**
 * A template with its placeholders filled. A line with a placeholder the lead
 * has no value for is left out whole (no "The listing: " with nothing after
 * it), and so is the line introducing only such lines. Only the known names
 * are replaced, in one pass, so a value that itself holds braces (a name
 * typed "{agent}") is printed as it is.
 */
export function fillTemplate(text: string, values: ReplyValues): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const missing = (line: string) => [...line.matchAll(placeholder)].some(([, key]) => !values[key as keyof ReplyValues]);
  const dropped = lines.map(missing);
  return withoutLines(lines, dropped).replace(placeholder, (_, key: keyof ReplyValues) => values[key] ?? "");
}

/**
 * A template's subject filled: when its one line names what the lead hasn't
 * got ("Showing times for {listing}"), the template's name in the lead's
 * language stands instead of an empty subject.
 */
export function fillSubject(text: string, values: ReplyValues, fallback: string): string {
  return fillTemplate(text, values) || fallback;
}

/** A message as it goes out: list slots she left empty, and what introduced only them, are left out. */
export function tidyReply(body: string): string {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  return withoutLines(
    lines,
    lines.map((line) => emptySlot.test(line)),
  );
}

/** A subject is one line whatever was pasted into it. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** Exactly what the lead receives of a reply: the subject on one line and the message's paragraphs, the signature aside. */
export function outgoingReply(reply: { readonly subject: string; readonly body: string }): { subject: string; paragraphs: string[] } {
  const paragraphs = tidyReply(reply.body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { subject: oneLine(reply.subject), paragraphs };
}

/** Every template filled for one lead, as the reply form offers them; `names` are the templates' names in the lead's language. */
export function filledTemplates(
  templates: Readonly<Record<ReplyTemplateKey, ReplyTemplate>>,
  values: ReplyValues,
  names: Readonly<Record<ReplyTemplateKey, string>>,
): Record<ReplyTemplateKey, ReplyText> {
  const keys = Object.keys(templates) as ReplyTemplateKey[];
  return Object.fromEntries(keys.map((key) => [key, { subject: fillSubject(templates[key].subject, values, names[key]), body: fillTemplate(templates[key].body, values) }])) as Record<ReplyTemplateKey, ReplyText>;
}

export interface ReplyText {
  readonly subject: string;
  readonly body: string;
}

/** Line ends as a browser sends them (CRLF) are not a change she made. */
const same = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();

/** Whether she changed the message the template gave her: then choosing another must not throw her words away. */
export function messageChanged(typed: ReplyText, template: ReplyText): boolean {
  return !same(typed.body, template.body);
}

/**
 * Another template added below what she wrote: her message first, the
 * template's after it; her subject when she changed it, else the new one's.
 */
export function addTemplateBelow(typed: ReplyText, from: ReplyText, to: ReplyText): ReplyText {
  return { subject: same(typed.subject, from.subject) ? to.subject : typed.subject, body: `${typed.body.trimEnd()}\n\n${to.body}` };
}

/**
 * The form after choosing another template without script, where nothing can
 * ask first: the template's text when hers is still the last template's,
 * else hers kept with the new one below it (`kept`).
 */
export function switchTemplate(typed: ReplyText, from: ReplyText, to: ReplyText): ReplyText & { kept: boolean } {
  return messageChanged(typed, from) ? { ...addTemplateBelow(typed, from, to), kept: true } : { subject: same(typed.subject, from.subject) ? to.subject : typed.subject, body: to.body, kept: false };
}

/** The site's wording of a template in one language, for a template the agent hasn't edited. */
export function siteTemplate(texts: LeadWorkText, key: ReplyTemplateKey): ReplyTemplate {
  return { ...texts.templates[key], edited: false };
}
