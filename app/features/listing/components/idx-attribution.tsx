import { fmt, useLang, useUi } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import type { PropertyListing } from "./types";

/** IDX rules: who listed the property, how fresh the information is, and that it is not guaranteed. */
export function IdxAttribution({ listing }: { listing: PropertyListing }) {
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
      <p>{t.disclaimer}</p>
    </footer>
  );
}
