import House from "lucide-react/icons/house";
import { memo, type ComponentType } from "react";
import { RouteLink } from "~/components/layout/route-link";
import { fmt, useLang, useUi } from "~/i18n";
import { formatMonthDay, valleyDay } from "~/lib/dates";
import { streetAndCity, streetText } from "~/lib/listing-address";
import { propertyPath } from "~/lib/property-path";
import { cn } from "~/lib/utils";
import type { ListingSummary } from "../summary";
import { ListingPhoto } from "./listing-photo";
import { badgeTones, keyFacts, photoAlt, priceText, statusBadge } from "../listing-text";

/**
 * The favorite button, which the favorites feature owns: a card takes it as a
 * slot so that listings, the ground floor, imports no other feature (issue 39).
 * Callers pass the component itself, one module-level reference, so memo holds.
 */
export type FavoriteControl = ComponentType<{ listingKey: string; favorited: boolean; className?: string }>;

/**
 * One listing in a list: photo, price, address, key facts, status (with
 * "Price reduced"), the next open house and the listing office (the agent,
 * on the agent's own listings). The address link stretches over the whole card; the
 * favorite button sits above it. The link is a RouteLink, and a card renders
 * again only when its own props change: a page holds two dozen of them.
 * The keyboard focus ring is drawn on that stretch, just inside the card's
 * edge: a ring on the card itself needs :has(), which had the browser check
 * the cards again as each piece of the page was parsed (ADR 0510).
 */
export const ListingCard = memo(function ListingCard({
  listing,
  sizes,
  priority = false,
  favorited,
  Favorite,
}: {
  listing: ListingSummary;
  sizes: string;
  priority?: boolean;
  favorited: boolean;
  /** The favorite button; without it the card has none. */
  Favorite?: FavoriteControl;
}) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings;
  const badge = statusBadge(t, listing);
  const address = streetAndCity(listing);
  return (
    <article
      data-listing-key={listing.listingKey}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[3/2] bg-muted">
        {listing.photo ? (
          <ListingPhoto photo={listing.photo} alt={photoAlt(lang, listing.photo, address)} sizes={sizes} priority={priority} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <House aria-hidden className="size-8" />
            <span className="text-sm">{t.card.noPhoto}</span>
          </div>
        )}
        <div className="absolute top-3 right-16 left-3 flex flex-wrap gap-1.5">
          <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm", badgeTones[badge.tone])}>{badge.label}</span>
          {listing.priceReduced ? (
            <span className="rounded-full bg-card px-2.5 py-1 text-xs font-semibold text-card-foreground shadow-sm">{t.badge.priceReduced}</span>
          ) : null}
          {listing.newConstructionYN ? (
            <span className="rounded-full bg-card px-2.5 py-1 text-xs font-semibold text-card-foreground shadow-sm">{t.badge.newConstruction}</span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="text-xl font-bold tracking-tight" data-testid="card-price">{priceText(lang, t, listing)}</div>
        <h3 className="leading-snug font-semibold">
          <RouteLink href={propertyPath(lang, listing)} className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring">
            {streetText(listing, t.card.addressWithheld)}
          </RouteLink>
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="card-place">
          {listing.city}, {listing.stateOrProvince} {listing.postalCode}
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm">
          {keyFacts(lang, t, listing).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {listing.availableOn ? (
          <p className="text-sm font-medium" data-testid="card-available">
            {listing.availableOn <= valleyDay(new Date()) ? t.card.availableNow : fmt(t.card.availableOn, { date: formatMonthDay(lang, listing.availableOn, { short: lang === "en" }) })}
          </p>
        ) : null}
        {listing.openHouse ? (
          <p className="text-sm font-medium" data-testid="card-open-house">{fmt(t.card.openHouse, { day: t.card.days[listing.openHouse.weekday] ?? "", time: listing.openHouse.time })}</p>
        ) : null}
        {/* The agent's own listings name the agent; others credit the listing office, as IDX rules ask. */}
        {listing.agentName ? (
          <p className="mt-auto pt-2 text-xs text-muted-foreground">{fmt(t.card.listedBy, { office: listing.agentName })}</p>
        ) : listing.listOfficeName ? (
          <p className="mt-auto pt-2 text-xs text-muted-foreground" data-testid="card-courtesy">{fmt(ui.property.idx.courtesyOffice, { office: listing.listOfficeName })}</p>
        ) : null}
      </div>
      {Favorite ? <Favorite listingKey={listing.listingKey} favorited={favorited} className="absolute top-2 right-2 z-10" /> : null}
    </article>
  );
});

/**
 * The MLS's disclaimer line under a page's listing cards (ADR 0115). Beside the
 * card rather than the grid: the home rows show it without the grid.
 */
export function MlsNotice({ text }: { text: string }) {
  return <p className="text-xs text-muted-foreground" data-testid="mls-disclaimer">{text}</p>;
}
