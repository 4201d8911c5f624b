import type { ReactNode } from "react";
import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import { streetText } from "~/lib/listing-address";
import { cn } from "~/lib/utils";
import { badgeTones, keyFacts, priceText, statusBadge, typeLabel } from "~/features/listings/listing-text";
import type { PropertyListing } from "./types";

/** Status, address as the H1, price (with the actions given to sit beside it) and the key facts. */
export function PropertyHeader({ listing, actions }: { listing: PropertyListing; actions?: ReactNode }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings;
  const mls = useDictionary(propertyPageTexts).mls;
  const badge = statusBadge(t, listing);
  const mlsNumber = listing.mlsNumber;
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", badgeTones[badge.tone])} data-testid="status-badge">
            {badge.label}
          </span>
          {listing.newConstructionYN ? <span className="rounded-full border bg-card px-2.5 py-1 text-xs font-semibold">{t.badge.newConstruction}</span> : null}
          <span className="text-muted-foreground">{typeLabel(t, listing)}</span>
          {mlsNumber ? <span className="text-muted-foreground" data-testid="mls-number">· {fmt(mls, { id: mlsNumber })}</span> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{streetText(listing, t.card.addressWithheld)}</h1>
        <p className="text-lg text-muted-foreground">
          {listing.city}, {listing.stateOrProvince} {listing.postalCode}
        </p>
      </div>
      <div className="w-full space-y-1 md:w-auto md:text-right">
        <div className="flex items-center justify-between gap-3 md:justify-end">
          <p className="text-3xl font-bold tracking-tight" data-testid="price">{priceText(lang, t, listing)}</p>
          {actions}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 md:justify-end">
          {keyFacts(lang, t, listing).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </header>
  );
}
