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
import type { ListingSummary } from "~/features/listings/summary.server";

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
}

/** The alert e-mail of one saved search: its new listings, a link to the whole search, and the one-click unsubscribe. */
export function alertMail(input: AlertInput, site: SiteIdentity, publicUrl: string): MailMessage {
  const t = alertsTexts[input.lang].mail;
  const cards = ui[input.lang].listings;
  const lines = input.listings.map(
    (listing) => `${priceText(input.lang, cards, listing)} · ${streetAndCity(listing)} — ${publicUrl}${propertyPath(input.lang, listing)}`,
  );
  const rest = input.total - input.listings.length;
  const unsubscribe = `${publicUrl}${unsubscribePrefix[input.lang]}${input.token}`;
  const body = composeMail(
    {
      lang: input.lang,
      heading: fmt(t.heading, { name: input.name }),
      paragraphs: [t.intro, ...lines, ...(rest > 0 ? [plural(input.lang, rest, t.more)] : [])],
      action: { label: t.seeAll, url: `${publicUrl}${pagePath("search", input.lang)}${input.query ? `?${input.query}` : ""}` },
      footer: [t.footer, fmt(t.unsubscribe, { url: unsubscribe })],
    },
    site,
  );
  return { kind: "search-alert", to: input.to, subject: plural(input.lang, input.total, t.subject, { name: input.name }), ...body, listUnsubscribe: unsubscribe };
}
