import { and, eq, sql } from "drizzle-orm";
import { leadEvents, leads, replyTemplates } from "~/db/schema";
import { similarListings, getListing } from "~/features/listings/listing.server";
import { leadWorkTexts } from "~/i18n/lead-work";
import { formatPrice } from "~/lib/format";
import { replyTemplateKeys, type ReplyTemplateKey } from "~/lib/leads";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import type { Lang } from "~/lib/routes";
import { displayPhone, type SiteIdentity } from "~/lib/site";
import type { Database } from "~/server/db/connect.server";
import { deleteForUndo } from "~/server/undo.server";
import { composeMail } from "~/server/mail/layout.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import { changeLeadStatus } from "./inbox.server";
import { filledTemplates, outgoingReply, siteTemplate, type ReplyTemplate, type ReplyText, type ReplyValues } from "./replies";

/** Every template in one language: the agent's wording where she has edited it, the site's otherwise. */
export async function replyTemplatesFor(db: Database, lang: Lang): Promise<Record<ReplyTemplateKey, ReplyTemplate>> {
  const rows = await db.select().from(replyTemplates).where(eq(replyTemplates.lang, lang));
  const texts = leadWorkTexts[lang];
  return Object.fromEntries(
    replyTemplateKeys.map((key) => {
      const row = rows.find((candidate) => candidate.key === key);
      return [key, row ? { subject: row.subject, body: row.body, edited: true } : siteTemplate(texts, key)];
    }),
  ) as Record<ReplyTemplateKey, ReplyTemplate>;
}

export async function saveReplyTemplate(db: Database, key: ReplyTemplateKey, lang: Lang, template: { subject: string; body: string }): Promise<void> {
  const values = { key, lang, ...template, updatedAt: new Date() };
  await db.insert(replyTemplates).values(values).onConflictDoUpdate({ target: [replyTemplates.key, replyTemplates.lang], set: { subject: values.subject, body: values.body, updatedAt: values.updatedAt } });
}

/**
 * Back to the site's wording: the agent's edit is deleted, so a better site text reaches her too;
 * held for a few seconds so that she can undo it (ADR 0420). The pending deletion's id, or null
 * when she had no text of her own.
 */
export async function resetReplyTemplate(db: Database, key: ReplyTemplateKey, lang: Lang, userId: string): Promise<number | null> {
  return deleteForUndo(db, replyTemplates, and(eq(replyTemplates.key, key), eq(replyTemplates.lang, lang))!, { kind: "template", userId });
}

/**
 * What fills a reply's placeholders for this lead, in its language: the
 * listing it asked about (address as visitors see it, IDX rules applied by
 * getListing) with its page in that language, and up to three similar ones.
 * A lead about no listing (or one gone since) has none of the three, so the
 * lines naming them are left out rather than pointing at the home page.
 */
export async function replyValues(
  db: Database,
  lead: { readonly name: string; readonly lang: Lang; readonly listingKey: string | null },
  site: SiteIdentity,
  publicUrl: string,
): Promise<ReplyValues> {
  const listing = lead.listingKey ? await getListing(db, lead.listingKey) : null;
  const similar = listing ? await similarListings(db, listing, 3) : [];
  const url = (item: Parameters<typeof propertyPath>[1]) => `${publicUrl}${propertyPath(lead.lang, item)}`;
  return {
    name: lead.name,
    agent: site.agentName,
    brokerage: site.brokerage,
    phone: displayPhone(site.phone),
    listing: listing ? streetAndCity(listing) : null,
    link: listing ? url(listing) : null,
    similar: similar.length ? similar.map((item) => `- ${streetAndCity(item)}: ${formatPrice(lead.lang, item.listPrice)}\n  ${url(item)}`).join("\n") : null,
  };
}

/** Every template filled for this lead, in its language: what the reply form offers and what a switch without script compares with. */
export async function replyDrafts(
  db: Database,
  lead: Parameters<typeof replyValues>[1],
  site: SiteIdentity,
  publicUrl: string,
): Promise<Record<ReplyTemplateKey, ReplyText>> {
  const [templates, values] = await Promise.all([replyTemplatesFor(db, lead.lang), replyValues(db, lead, site, publicUrl)]);
  return filledTemplates(templates, values, leadWorkTexts[lead.lang].templateNames);
}

/**
 * Queues the agent's reply to the lead as the preview showed it (empty list
 * slots left out), from the site with answers to her own address, and records it on the lead's timeline in the same transaction; a
 * new lead becomes contacted, and a lead she never answered has its first reply and first contact now. The caller wakes the outbox after.
 */
export async function sendReply(
  db: Database,
  lead: { readonly id: string; readonly email: string; readonly lang: Lang; readonly status: string },
  reply: { readonly subject: string; readonly body: string },
  authorId: string | null,
  site: SiteIdentity,
): Promise<void> {
  const { subject, paragraphs } = outgoingReply(reply);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, { kind: "lead-reply", to: lead.email, replyTo: site.email, subject, ...composeMail({ lang: lead.lang, paragraphs }, site) });
    await tx.insert(leadEvents).values({ leadId: lead.id, kind: "reply", authorId, data: { subject, body: paragraphs.join("\n\n") } });
    if (lead.status === "new") await changeLeadStatus(tx, lead.id, { status: "contacted" }, authorId);
    // Her first reply answers the lead in person and is her first contact, unless a call or text came first (ADR 0428).
    const now = new Date();
    await tx
      .update(leads)
      .set({ updatedAt: now, firstReplyAt: sql`coalesce(${leads.firstReplyAt}, ${now})`, firstContactAt: sql`coalesce(${leads.firstContactAt}, ${now})` })
      .where(eq(leads.id, lead.id));
  });
}
