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

/** What fills a template's placeholders, in the lead's language. */
export interface ReplyValues {
  readonly name: string;
  readonly agent: string;
  readonly brokerage: string;
  readonly phone: string;
  readonly listing: string;
  readonly link: string;
  readonly similar: string;
}

/** The template a reply starts from, by the form the lead sent: a showing request is answered with times. */
export function defaultTemplate(type: LeadType): ReplyTemplateKey {
  if (type === "showing") return "showingTimes";
  if (type === "question") return "listings";
  if (type === "valuation") return "valuation";
  return "thanks";
}

/**
 * A template with its placeholders filled. Only the known names are replaced,
 * in one pass, so a value that itself holds braces (a name typed "{agent}")
 * is printed as it is.
 */
export function fillTemplate(text: string, values: ReplyValues): string {
  return text.replace(/\{(name|agent|brokerage|phone|listing|link|similar)\}/g, (_, key: keyof ReplyValues) => values[key]);
}

/** The site's wording of a template in one language, for a template the agent hasn't edited. */
export function siteTemplate(texts: LeadWorkText, key: ReplyTemplateKey): ReplyTemplate {
  return { ...texts.templates[key], edited: false };
}
