import Search from "lucide-react/icons/search";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import { streetText } from "~/lib/listing-address";
import { pagePath } from "~/lib/routes";
import type { PropertyListing } from "./types";

/** The 410 page of a listing that has left the market: what it was, and (children) what is available like it. */
export function GoneListing({ listing, children }: { listing: PropertyListing; children: ReactNode }) {
  const lang = useLang();
  const ui = useUi();
  const t = useDictionary(propertyPageTexts).gone;
  return (
    <div className="space-y-10" data-testid="gone-listing">
      <header className="max-w-3xl space-y-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t.title}</h1>
        <p className="text-lg text-muted-foreground">{fmt(t.body, { address: streetText(listing, ui.listings.card.addressWithheld), city: listing.city })}</p>
        <Button asChild>
          <Link to={pagePath("search", lang)}>
            <Search aria-hidden />
            {t.search}
          </Link>
        </Button>
      </header>
      {children}
    </div>
  );
}
