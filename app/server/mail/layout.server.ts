import { displayPhone, type SiteIdentity } from "~/lib/site";
import type { Lang } from "~/lib/routes";

export interface MailContent {
  readonly lang: Lang;
  /** Left out of a personal message, such as the agent's reply to a lead. */
  readonly heading?: string;
  readonly paragraphs: readonly string[];
  /** The one button of the message, also written out as a plain link. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Small print under the signature, e.g. why the reader gets this mail or how to unsubscribe. */
  readonly footer?: readonly string[];
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function textBlock(content: MailContent): string[] {
  return [
    ...(content.heading ? [content.heading, ""] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
  ];
}

function htmlBlock(content: MailContent): string {
  return `${content.heading ? `<h1 style="font-size:20px">${escape(content.heading)}</h1>\n` : ""}${content.paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escape(paragraph)}</p>`).join("\n")}
${
  content.action
    ? `<p><a href="${escape(content.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(content.action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">${escape(content.action.url)}</p>`
    : ""
}`;
}

/** The agent's signature under every site mail, with the broker's name Texas rules ask for, in the mail's language. */
export function mailSignature(lang: Lang, site: SiteIdentity): string[] {
  return [site.agentName, site.brokerage, lang === "es" ? `Corredor: ${site.brokerName}` : `Broker: ${site.brokerName}`, displayPhone(site.phone), site.email];
}

/**
 * The text and HTML bodies of a site e-mail: the message, then the agent's
 * signature with the broker's name, as Texas rules require wherever the
 * agent's contact details appear. Given the message in both languages, it
 * carries both, the reader's first, each under its own `lang`; the
 * signature follows the first, the small print of both closes it.
 */
export function composeMail(message: MailContent | readonly [MailContent, MailContent], site: SiteIdentity): { text: string; html: string } {
  const [content, translation] = "lang" in message ? [message] : message;
  const signature = mailSignature(content.lang, site);
  const footer = [...(content.footer ?? []), ...(translation?.footer ?? [])];
  const text = [
    ...textBlock(content),
    ...(translation ? ["* * *", "", ...textBlock(translation)] : []),
    "--",
    ...signature,
    ...(footer.length > 0 ? ["", ...footer] : []),
  ].join("\n");
  const html = `<!doctype html><html lang="${content.lang}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
${htmlBlock(content)}
${translation ? `<hr style="border:none;border-top:1px solid #e5e7eb">\n<div lang="${translation.lang}">\n${htmlBlock(translation)}\n</div>` : ""}
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:14px">${signature.map(escape).join("<br>")}</p>
${footer.length > 0 ? `<p style="font-size:12px;color:#4b5563">${footer.map(escape).join("<br>")}</p>` : ""}
</body></html>`;
  return { text, html };
}
