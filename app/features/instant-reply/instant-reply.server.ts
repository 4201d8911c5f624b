import { eq, sql } from "drizzle-orm";
import { instantReplyForms, instantReplyTemplates } from "~/db/schema";
import type { ReplyTemplate } from "~/features/agent/replies";
import { getListing } from "~/features/listings/listing.server";
import { instantReplyTexts } from "~/i18n/instant-reply";
import { leadTypes, type LeadType } from "~/lib/leads";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import type { Lang } from "~/lib/routes";
import { displayPhone, type SiteIdentity } from "~/lib/site";
import type { Database } from "~/server/db/connect.server";
import { composeMail } from "~/server/mail/layout.server";
import type { MailMessage } from "~/server/mail/outbox.server";
import { deleteForUndo } from "~/server/undo.server";
import { instantByDefault, instantReplyText, type InstantLead } from "./instant-reply";

export type InstantForms = Record<LeadType, boolean>;

/** Which forms send the instant reply: her choice where she made one, the site's default elsewhere. */
export async function instantForms(db: Database): Promise<InstantForms> {
  const rows = await db.select().from(instantReplyForms);
  return Object.fromEntries(leadTypes.map((type) => [type, rows.find((row) => row.type === type)?.enabled ?? instantByDefault[type]])) as InstantForms;
}

/** Her choice for every form at once, as the settings' one form sends it. */
export async function saveInstantForms(db: Database, forms: InstantForms): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(instantReplyForms)
    .values(leadTypes.map((type) => ({ type, enabled: forms[type], updatedAt })))
    .onConflictDoUpdate({ target: instantReplyForms.type, set: { enabled: sql`excluded.enabled`, updatedAt } });
}

/** The instant reply's template in one language: her wording if she wrote one, the site's otherwise. */
export async function instantTemplateFor(db: Database, lang: Lang): Promise<ReplyTemplate> {
  const [row] = await db.select().from(instantReplyTemplates).where(eq(instantReplyTemplates.lang, lang));
  return row ? { subject: row.subject, body: row.body, edited: true } : { ...instantReplyTexts[lang].template, edited: false };
}

export async function saveInstantTemplate(db: Database, lang: Lang, template: { subject: string; body: string }): Promise<void> {
  const values = { lang, ...template, updatedAt: new Date() };
  await db.insert(instantReplyTemplates).values(values).onConflictDoUpdate({ target: instantReplyTemplates.lang, set: { subject: values.subject, body: values.body, updatedAt: values.updatedAt } });
}

/** Back to the site's wording, with the Undo every deletion of hers has (ADR 0420): the pending deletion, or null when she had no text of her own. */
export async function resetInstantTemplate(db: Database, lang: Lang, userId: string): Promise<number | null> {
  return deleteForUndo(db, instantReplyTemplates, eq(instantReplyTemplates.lang, lang), { kind: "template", userId });
}

export interface IntakeLead extends InstantLead {
  readonly name: string;
  readonly email: string | null;
  readonly lang: Lang;
  readonly listingKey: string | null;
}

/** The instant reply as it is queued and written on the timeline. */
export interface InstantReply {
  readonly mail: MailMessage;
  readonly subject: string;
  readonly body: string;
}

/**
 * The instant reply a lead arriving now gets, or null: none for a form she turned it off for, nor
 * for a lead without an e-mail address. Held leads never ask (the caller's rule, ADR 0428). In the
 * lead's language, from her template, signed as her; answers go to her own address, as her replies'.
 */
export async function instantReplyFor(db: Database, lead: IntakeLead, site: SiteIdentity, publicUrl: string, at = new Date()): Promise<InstantReply | null> {
  if (!lead.email || !(await instantForms(db))[lead.type]) return null;
  const [template, listing] = await Promise.all([instantTemplateFor(db, lead.lang), lead.listingKey ? getListing(db, lead.listingKey) : null]);
  const values = {
    name: lead.name,
    agent: site.agentName,
    brokerage: site.brokerage,
    phone: displayPhone(site.phone),
    listing: listing ? streetAndCity(listing) : null,
    link: listing ? `${publicUrl}${propertyPath(lead.lang, listing)}` : null,
    similar: null,
  };
  const { subject, paragraphs } = instantReplyText(template, instantReplyTexts[lead.lang], lead, values, at);
  const mail = { kind: "lead-instant-reply", to: lead.email, replyTo: site.email, subject, ...composeMail({ lang: lead.lang, paragraphs }, site) };
  return { mail, subject, body: paragraphs.join("\n\n") };
}
