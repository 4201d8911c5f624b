import CalendarPlus from "lucide-react/icons/calendar-plus";
import { useLang } from "~/i18n";
import { listingHistoryTexts } from "~/i18n/listing-history";
import type { PageOpenHouse } from "../visitor-extras.server";

/** The listing's coming open houses, each with its calendar file. */
export function OpenHouses({ openHouses }: { openHouses: ReadonlyArray<Omit<PageOpenHouse, "startDate" | "endDate">> }) {
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
            <a
              href={openHouse.ics}
              download
              aria-label={`${t.add}: ${openHouse.date}, ${openHouse.time}`}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <CalendarPlus aria-hidden className="size-4" />
              {t.add}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
