import { fmt, useLang, useUi } from "~/i18n";
import { formatDate } from "~/lib/dates";

/** The freshness line IDX rules ask for under listings: the day the newest of them changed. */
export function ListingsAsOf({ date }: { date: Date }) {
  const lang = useLang();
  const ui = useUi();
  return <p className="text-xs text-muted-foreground">{fmt(ui.listings.card.infoAsOf, { date: formatDate(lang, date) })}</p>;
}
