import type { LeadRow } from "~/db/schema";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import type { MailMessage } from "~/server/mail/outbox.server";
import type { SiteIdentity } from "~/lib/site";
import { getListing } from "~/features/listings/listing.server";
import { leadMails } from "./mail.server";

export interface LeadListing {
  readonly key: string;
  /** Absolute, in English: the agent's mail links it, and the visitor's site switches language from there. */
  readonly url: string;
  /** Its street and city as visitors see them (a withheld street leaves the city), for the agent's notification. */
  readonly place: string;
}

/** A lead's listing, or nothing for a key that isn't (or is no longer) a listing. */
export async function resolveListing(db: Database, key: string | null | undefined): Promise<LeadListing | undefined> {
  if (!key) return undefined;
  const listing = await getListing(db, key);
  return listing ? { key: listing.listingKey, url: `${getEnv().publicUrl}${propertyPath("en", listing)}`, place: streetAndCity(listing) } : undefined;
}

type MailedLead = Pick<LeadRow, "type" | "name" | "email" | "phone" | "message" | "lang" | "details" | "photos" | "sourcePath">;

/**
 * The agent's notification (in her mail's language, `agentLang`, linking her
 * area in it) and the visitor's confirmation of a lead, with the site's
 * absolute links: the same mails whether the lead went to the inbox when it
 * arrived or was released from the held ones later.
 */
export function mailsForLead(lead: MailedLead, id: string, listingUrl: string | undefined, site: SiteIdentity, agentLang: Lang): MailMessage[] {
  const env = getEnv();
  return leadMails(
    {
      id,
      type: lead.type,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      lang: lead.lang,
      details: lead.details,
      photoCount: lead.photos.length,
      pageUrl: `${env.publicUrl}${lead.sourcePath}`,
      listingUrl,
      agentUrl: `${env.publicUrl}${agentPrefix[agentLang]}/leads/${id}`,
    },
    site,
    agentLang,
  );
}
