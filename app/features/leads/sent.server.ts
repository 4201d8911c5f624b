import { LEAD_SENT_COOKIE_PREFIX, readCookie } from "~/lib/cookies";
import { leadTypes } from "~/lib/leads";
import { authSecret } from "~/server/auth/auth.server";
import { getEnv } from "~/server/env.server";
import { seal, unseal } from "~/server/http/sealed.server";
import type { LeadForm } from "./lead-forms";
import type { SentLead, SentLeads } from "./sent";

/**
 * A sent lead form's confirmation travels in a cookie, one per form (ADR 0424): the answer stays a
 * redirect, the confirmation survives a reload, and "Send another" clears it. Sealed, as it carries
 * what the visitor typed; for the page it was sent from (a property page's question is not another
 * listing's); two hours, so that a shared computer doesn't show the next person someone's details
 * for long. Path "/": a script's navigation reads the page's data at `<page>.data`, which a cookie
 * for the page's path would not reach.
 */
const PURPOSE = "lead-sent";
const MAX_AGE_S = 2 * 3600;
/** Each text cut to this, so the cookie stays far under a browser's 4 KB whatever was typed. */
const MAX_TEXT = 300;

const cookieName = (form: LeadForm) => `${LEAD_SENT_COOKIE_PREFIX}${form}`;
const attributes = () => `Path=/; HttpOnly; SameSite=Lax${getEnv().publicUrl.startsWith("https://") ? "; Secure" : ""}`;
const cut = (text: string) => text.trim().slice(0, MAX_TEXT);

/** The confirmation of `lead`, sent from the page at `path`. */
export function sentCookie(path: string, lead: SentLead, now = Date.now()): string {
  const kept: SentLead = {
    form: lead.form,
    name: cut(lead.name),
    email: cut(lead.email),
    phone: cut(lead.phone),
    details: Object.fromEntries(Object.entries(lead.details).map(([field, value]) => [field, cut(value)])),
    ...(lead.listing ? { listing: cut(lead.listing) } : {}),
  };
  return `${cookieName(lead.form)}=${seal(PURPOSE, authSecret(), { path, lead: kept }, now + MAX_AGE_S * 1000)}; Max-Age=${MAX_AGE_S}; ${attributes()}`;
}

export function clearSentCookie(form: LeadForm): string {
  return `${cookieName(form)}=; Max-Age=0; ${attributes()}`;
}

/** The confirmations of the forms on the page at `path` that this browser sent, unexpired and untouched. */
export function readSentLeads(request: Request, path: string, now = Date.now()): SentLeads {
  const header = request.headers.get("Cookie");
  if (!header?.includes(LEAD_SENT_COOKIE_PREFIX)) return {};
  const found: SentLeads = {};
  for (const form of leadTypes) {
    const value = readCookie(header, cookieName(form));
    const opened = (value ? unseal(PURPOSE, authSecret(), value, now) : undefined) as { path?: unknown; lead?: SentLead } | undefined;
    if (opened?.path === path && opened.lead?.form === form) found[form] = opened.lead;
  }
  return found;
}
