import { fmt, propertyPageTexts } from "~/i18n";
import { streetAndCity } from "~/lib/listing-address";
import type { Lang } from "~/lib/routes";
import { getListing } from "~/features/listings/listing.server";
import { mlsNumberOf } from "~/features/listings/mls-number";
import { desc, eq } from "drizzle-orm";
import { leads } from "~/db/schema";
import { formatPhone } from "~/lib/phone";
import type { ShowingListing } from "./lead-forms";
import type { LeadFormsState, VisitorContact } from "./sent";
import { readSentLeads } from "./sent.server";
import { issueFormToken } from "./token.server";
import type { Database } from "~/server/db/connect.server";
import { getSessionUser } from "~/server/auth/session.server";

/** Fresh render tokens for the forms of a page, one each. */
export function formTokens<const F extends string>(...forms: F[]): Record<F, string> {
  return Object.fromEntries(forms.map((form) => [form, issueFormToken()])) as Record<F, string>;
}

/** The listing of ?listing= on the showings page, as the form shows it; nothing for an unknown key. */
export async function showingListing(db: Database, key: string | null, lang: Lang): Promise<ShowingListing | undefined> {
  if (!key) return undefined;
  const listing = await getListing(db, key);
  if (!listing) return undefined;
  const mlsNumber = mlsNumberOf(listing);
  const place = streetAndCity(listing);
  return { key: listing.listingKey, label: mlsNumber ? `${place} (${fmt(propertyPageTexts[lang].mls, { id: mlsNumber })})` : place };
}

/**
 * A signed-in visitor's details for the lead forms: the account's e-mail, and the name and phone of
 * their last request, when they sent one signed in (an account keeps no phone, and its name is
 * the e-mail's first part until then, which no form should offer as a full name).
 */
async function visitorContact(db: Database, request: Request): Promise<VisitorContact | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  // Details that can't be read leave the fields to the visitor: the form works without them.
  const recent = await db
    .select({ name: leads.name, phone: leads.phone })
    .from(leads)
    .where(eq(leads.userId, user.id))
    .orderBy(desc(leads.createdAt))
    .limit(10)
    .catch(() => []);
  const phone = recent.find((lead) => lead.phone)?.phone;
  const accountName = user.name === user.email.split("@")[0] ? "" : user.name;
  return { name: recent[0]?.name ?? accountName, email: user.email, phone: phone ? formatPhone(phone) : "" };
}

/** The lead forms' state on the page at `url`: each form's confirmation, if this browser just sent it, and a signed-in visitor's details. */
export async function leadFormsState(db: Database, request: Request, url: URL): Promise<LeadFormsState> {
  return { sent: readSentLeads(request, url.pathname), contact: await visitorContact(db, request) };
}
