import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useLang } from "~/i18n";
import { listingHistoryTexts } from "~/i18n/listing-history";
import type { PageOpenHouse } from "../visitor-extras.server";

type OpenHouse = Omit<PageOpenHouse, "startDate" | "endDate">;

/** The calendar file of an open house, named for those who can't see which one it sits beside. */
function AddToCalendar({ openHouse, label }: { openHouse: OpenHouse; label: string }) {
  return (
    <a
      href={openHouse.ics}
      download
      aria-label={`${label}: ${openHouse.date}, ${openHouse.time}`}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <CalendarPlus aria-hidden className="size-4" />
      {label}
    </a>
  );
}

/**
 * The next open house beside the price and facts (issue 44, item 7): on a
 * phone the list of them sits far below, after the forms.
 */
export function NextOpenHouse({ openHouse }: { openHouse: OpenHouse }) {
  const t = listingHistoryTexts[useLang()].openHouses;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border bg-card px-4 py-2" data-testid="next-open-house">
      <span className="font-semibold">
        {t.next}: {openHouse.date}, {openHouse.time}
      </span>
      <AddToCalendar openHouse={openHouse} label={t.add} />
    </p>
  );
}

/** The listing's coming open houses, each with its calendar file. */
export function OpenHouses({ openHouses }: { openHouses: readonly OpenHouse[] }) {
  const t = listingHistoryTexts[useLang()].openHouses;
  return (
    <section aria-labelledby="open-houses" className="space-y-3 rounded-2xl border bg-card p-5" data-testid="open-houses">
      <h2 id="open-houses" className="text-xl font-semibold">{t.title}</h2>
      <ul className="space-y-3">
        {openHouses.map((openHouse) => (
          <li key={openHouse.id} className="space-y-1">
            <p className="font-medium">
              {openHouse.date}, {openHouse.time}
            </p>
            <AddToCalendar openHouse={openHouse} label={t.add} />
          </li>
        ))}
      </ul>
    </section>
  );
}
