import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { fmt, useLang, useUi } from "~/i18n";
import { cityByName } from "~/lib/cities";
import { streetText } from "~/lib/listing-address";
import { pagePath } from "~/lib/routes";
import type { PropertyListing } from "./types";
import { ValleyMap } from "./valley-map";

/** The address, its subdivision, where it sits among the eight cities, and the city's guide. */
export function LocationSection({ listing }: { listing: PropertyListing }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.property.location;
  const city = cityByName(listing.city);
  const lat = listing.latitude ?? city?.center.lat;
  const lng = listing.longitude ?? city?.center.lng;
  return (
    <section aria-labelledby="location" className="space-y-3">
      <h2 id="location" className="text-2xl font-semibold">{t.title}</h2>
      <address className="not-italic">
        {streetText(listing, ui.listings.card.addressWithheld)}
        <br />
        {listing.city}, {listing.stateOrProvince} {listing.postalCode}
      </address>
      {listing.subdivisionName ? <p className="text-muted-foreground">{fmt(t.subdivision, { subdivision: listing.subdivisionName })}</p> : null}
      {lat !== undefined && lng !== undefined ? (
        <div className="max-w-xl">
          <ValleyMap lat={lat} lng={lng} city={city?.slug} label={fmt(t.map, { city: listing.city })} />
        </div>
      ) : null}
      {city ? (
        <Link to={pagePath(city.page, lang)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
          {fmt(t.guide, { city: city.name })}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}
