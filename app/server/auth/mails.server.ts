import { authTexts, fmt } from "~/i18n";
import { isLang, langFromPath, pagePath, type Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import type { Database } from "../db/connect.server";
import { composeMail, type MailContent } from "../mail/layout.server";
import { enqueueMail, notifyMailQueued } from "../mail/outbox.server";
import { SECOND_FACTOR_LIMIT } from "./second-factor-limit.server";

/** Set by the site's own forms on their call to the auth handler: the language of the page the visitor is on. */
export const PAGE_LANG_HEADER = "x-page-lang";

/**
 * The language of an auth e-mail: the page the visitor was on, else the
 * page the link returns to, else the account's preference.
 */
export function mailLang(request: Request | undefined, url: string, fallback: unknown): Lang {
  const header = request?.headers.get(PAGE_LANG_HEADER);
  if (isLang(header)) return header;
  const callback = new URL(url).searchParams.get("callbackURL");
  if (callback?.startsWith("/")) return langFromPath(callback);
  return isLang(fallback) ? fallback : "en";
}

type AuthMailKind = "confirm" | "reset" | "existing";

function authMailContent(kind: AuthMailKind, lang: Lang) {
  const t = authTexts[lang].mail;
  return {
    confirm: { subject: t.confirmSubject, heading: t.confirmHeading, body: t.confirmBody, action: t.confirmAction, footer: t.confirmFooter },
    reset: { subject: t.resetSubject, heading: t.resetHeading, body: t.resetBody, action: t.resetAction, footer: t.resetFooter },
    existing: { subject: t.existingSubject, heading: t.existingSubject, body: t.existingBody, action: t.existingAction, footer: t.resetFooter },
  }[kind];
}

/**
 * The sign-up confirmation is bilingual (PRODUCT.md): written in the language
 * guessed for the reader (from the page), with one line in the other language
 * saying the same button confirms, since one household often reads both. A
 * whole copy in the other language made a Spanish mail half English (ADR 0126).
 * The others follow the reader's language only.
 */
const bilingualKinds: ReadonlySet<AuthMailKind> = new Set(["confirm"]);

export async function queueAuthMail(
  db: Database,
  site: SiteIdentity,
  { kind, to, lang, url }: { kind: AuthMailKind; to: string; lang: Lang; url: string },
): Promise<void> {
  const other: Lang = lang === "en" ? "es" : "en";
  const content = authMailContent(kind, lang);
  const message: MailContent = { lang, heading: content.heading, paragraphs: [content.body], action: { label: content.action, url }, footer: [content.footer] };
  const otherLine: MailContent = { lang: other, paragraphs: [authTexts[other].mail.confirmOther] };
  const body = composeMail(bilingualKinds.has(kind) ? [message, otherLine] : message, site);
  const subject = content.subject;
  await enqueueMail(db, { kind: `auth-${kind}`, to, subject, ...body });
  notifyMailQueued();
}

/**
 * A change to how an account signs in, told to the account's address whoever made it (ADR 0305), and
 * what the site did to protect it: codes refused after too many wrong ones, the operator's reset (ADR 0306).
 */
export type SecurityChange = "two-step-on" | "two-step-off" | "recovery-codes" | "passkey-added" | "passkey-removed" | "codes-locked" | "two-step-reset";

function securityContent(change: SecurityChange, lang: Lang, name: string, wait: string) {
  const t = authTexts[lang].mail.security;
  return {
    "two-step-on": { subject: t.onSubject, body: t.onBody },
    "two-step-off": { subject: t.offSubject, body: t.offBody },
    "recovery-codes": { subject: t.codesSubject, body: t.codesBody },
    "passkey-added": { subject: t.passkeyAddedSubject, body: fmt(t.passkeyAddedBody, { name }) },
    "passkey-removed": { subject: t.passkeyRemovedSubject, body: t.passkeyRemovedBody },
    "codes-locked": { subject: t.lockedSubject, body: fmt(t.lockedBody, { count: SECOND_FACTOR_LIMIT.wrongCodes, wait }) },
    "two-step-reset": { subject: t.operatorResetSubject, body: t.operatorResetBody },
  }[change];
}

/** `name` is a passkey's (added), `wait` how long codes are refused (locked), in words. */
export async function queueSecurityMail(
  db: Database,
  site: SiteIdentity,
  publicUrl: string,
  { change, to, lang, name = "", wait = "" }: { change: SecurityChange; to: string; lang: Lang; name?: string; wait?: string },
): Promise<void> {
  const t = authTexts[lang].mail.security;
  const content = securityContent(change, lang, name, wait);
  const body = composeMail(
    { lang, heading: content.subject, paragraphs: [content.body], action: { label: t.action, url: `${publicUrl}${pagePath("account", lang)}#security` }, footer: [t.footer] },
    site,
  );
  await enqueueMail(db, { kind: `security-${change}`, to, subject: content.subject, ...body });
  notifyMailQueued();
}
