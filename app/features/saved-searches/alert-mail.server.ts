import { priceText } from "~/features/listings/listing-text";
import { fmt, ui } from "~/i18n";
import { alertsTexts } from "~/i18n/alerts";
import { plural } from "~/i18n/plural";
import { streetAndCity } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { pagePath, unsubscribePrefix, type Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import { composeMail } from "~/server/mail/layout.server";
import type { MailMessage } from "~/server/mail/outbox.server";
import type { ListingSummary } from "~/features/listings/summary";

/** Listings written out in one alert; the rest are counted and a link opens the search. */
export const LISTINGS_PER_ALERT = 10;

export interface AlertInput {
  readonly to: string;
  readonly lang: Lang;
  readonly name: string;
  readonly query: string;
  readonly token: string;
  readonly listings: readonly ListingSummary[];
  readonly total: number;
  /** The agent's name, on a search she set up for a lead (ADR 0429): the mail says she picked the listings. */
  readonly pickedBy?: string;
}

/** The alert e-mail of one saved search: its new listings, a link to the whole search, and the one-click unsubscribe. */
export function alertMail(input: AlertInput, site: SiteIdentity, publicUrl: string): MailMessage {
  const texts = alertsTexts[input.lang];
  const t = input.pickedBy ? { ...texts.mail, ...texts.picked } : texts.mail;
  const words = { name: input.name, agent: input.pickedBy ?? "" };
  const cards = ui[input.lang].listings;
  const lines = input.listings.map(
    (listing) => `${priceText(input.lang, cards, listing)} · ${streetAndCity(listing)} — ${publicUrl}${propertyPath(input.lang, listing)}`,
  );
  const rest = input.total - input.listings.length;
  const unsubscribe = `${publicUrl}${unsubscribePrefix[input.lang]}${input.token}`;
  const body = composeMail(
    {
      lang: input.lang,
      heading: fmt(t.heading, words),
      paragraphs: [fmt(t.intro, words), ...lines, ...(rest > 0 ? [plural(input.lang, rest, t.more)] : [])],
      action: { label: t.seeAll, url: `${publicUrl}${pagePath("search", input.lang)}${input.query ? `?${input.query}` : ""}` },
      footer: [fmt(t.footer, words), fmt(t.unsubscribe, { url: unsubscribe })],
    },
    site,
  );
  return { kind: "search-alert", to: input.to, subject: plural(input.lang, input.total, t.subject, words), ...body, listUnsubscribe: unsubscribe };
}
