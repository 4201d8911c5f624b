import ArrowRight from "lucide-react/icons/arrow-right";
import Waves from "lucide-react/icons/waves-horizontal";
import ExternalLink from "lucide-react/icons/external-link";
import Navigation from "lucide-react/icons/navigation";
import { Link } from "~/components/ui/link";
import { useMapBasemap } from "~/features/map/config";
import { MapSlot } from "~/features/map/components/map-slot";
import { pinPeriod } from "~/features/search/pins";
import { fmt, propertyPageTexts, useDictionary, useLang, useUi } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { cityByName } from "~/lib/cities";
import { streetText } from "~/lib/listing-address";
import { pagePath } from "~/lib/routes";
import type { FloodLine } from "~/features/flood-zones/flood-line";
import type { PropertyListing } from "./types";
import { ValleyMap } from "./valley-map";

/** A small area around a city's centre, for a listing whose exact place the MLS withholds. */
const CITY_SPAN = 0.045;

const outLink = "inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline";

/** The address, its subdivision, its FEMA flood zone, where it sits among the eight cities, and the city's guide. */
export function LocationSection({ listing, flood }: { listing: PropertyListing; flood: FloodLine | null }) {
  const lang = useLang();
  const ui = useUi();
  const t = useDictionary(propertyPageTexts).location;
  const m = useDictionary(mapTexts);
  const basemap = useMapBasemap();
  const city = cityByName(listing.city);
  // Without coordinates (the MLS withholds the address) the map shows the city and no pin.
  const exact = listing.latitude !== null && listing.longitude !== null;
  const lat = listing.latitude ?? city?.center.lat;
  const lng = listing.longitude ?? city?.center.lng;
  const place = exact ? `${lat},${lng}` : `${listing.city}, ${listing.stateOrProvince} ${listing.postalCode}`;
  return (
    <section aria-labelledby="location" className="space-y-3">
      <h2 id="location" className="text-2xl font-semibold">{t.title}</h2>
      <address className="not-italic">
        {streetText(listing, ui.listings.card.addressWithheld)}
        <br />
        {listing.city}, {listing.stateOrProvince} {listing.postalCode}
      </address>
      {listing.subdivisionName ? <p className="text-muted-foreground">{fmt(t.subdivision, { subdivision: listing.subdivisionName })}</p> : null}
      {flood ? <FloodZone flood={flood} /> : null}
      {lat !== undefined && lng !== undefined ? (
        <MapSlot
          lang={lang}
          label={fmt(m.propertyLabel, { address: `${streetText(listing, ui.listings.card.addressWithheld)}, ${listing.city}` })}
          pins={exact ? [{ key: listing.listingKey, lat, lng, price: listing.listPrice, ...pinPeriod(listing) }] : []}
          view={exact ? undefined : { south: lat - CITY_SPAN, west: lng - CITY_SPAN, north: lat + CITY_SPAN, east: lng + CITY_SPAN }}
          // The site's own basemap draws cities and highways, not streets: a wider view shows the city around the pin.
          singleZoom={basemap.kind === "offline" ? 11 : 14}
          basemap={basemap}
          cards={false}
          slotClassName="max-w-2xl"
          className="aspect-[8/5]"
          fallback={<div className="aspect-[8/5]"><ValleyMap lat={lat} lng={lng} city={city?.slug} label={fmt(t.map, { city: listing.city })} /></div>}
        />
      ) : null}
      <p className="flex flex-wrap gap-x-6">
        <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`} target="_blank" rel="noopener noreferrer" className={outLink} data-testid="google-maps">
          <ExternalLink aria-hidden className="size-4" />
          {m.openInGoogle}
        </a>
        <a href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`} target="_blank" rel="noopener noreferrer" className={outLink} data-testid="directions">
          <Navigation aria-hidden className="size-4" />
          {m.directions}
        </a>
      </p>
      {city ? (
        <Link to={pagePath(city.page, lang)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline">
          {fmt(t.guide, { city: city.name })}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}

/** The zone in plain words, when FEMA said it, and FEMA's own map to look further. */
function FloodZone({ flood }: { flood: FloodLine }) {
  return (
    <div className="flex gap-3 rounded-md border bg-muted/40 p-3" data-testid="flood-zone">
      <Waves aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="space-y-1">
        <p className="font-medium">{flood.text}</p>
        <p className="text-sm text-muted-foreground">{flood.checked}</p>
        {flood.mapUrl ? (
          <a href={flood.mapUrl} target="_blank" rel="noopener noreferrer" className={outLink}>
            <ExternalLink aria-hidden className="size-4" />
            {flood.map}
          </a>
        ) : null}
      </div>
    </div>
  );
}
