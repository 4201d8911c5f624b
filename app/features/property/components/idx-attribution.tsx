import { fmt, useLang, useUi } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import type { PropertyListing } from "./types";

/**
 * IDX rules: who listed the property, how fresh the information is, and that
 * it is not guaranteed. Where MLS listings are on the site, `notice` (the
 * MLS's disclaimer with the last sync's time, from the loader) stands for the
 * general disclaimer (ADR 0115).
 */
export function IdxAttribution({ listing, notice }: { listing: PropertyListing; notice?: string | null }) {
  const lang = useLang();
  const t = useUi().property.idx;
  const asOf = formatDateTime(lang, new Date(listing.modificationTimestamp), { style: "long", time: true });
  const office = listing.listOfficeName;
  return (
    <footer className="space-y-1 border-t pt-4 text-sm text-muted-foreground" data-testid="idx-attribution">
      {office ? (
        <p>{listing.listAgentFullName ? fmt(t.courtesy, { agent: listing.listAgentFullName, office }) : fmt(t.courtesyOffice, { office })}</p>
      ) : null}
      <p>
        <time dateTime={new Date(listing.modificationTimestamp).toISOString()}>{fmt(t.asOf, { date: asOf })}</time>
      </p>
      {notice ? <p data-testid="mls-disclaimer">{notice}</p> : <p>{t.disclaimer}</p>}
    </footer>
  );
}
