import CalendarPlus from "lucide-react/icons/calendar-plus";
import { RsvpForm } from "~/features/leads/components/rsvp-form";
import { useLang } from "~/i18n";
import { listingHistoryTexts } from "~/i18n/listing-history";
import type { PageOpenHouse } from "../types";

type OpenHouse = Omit<PageOpenHouse, "endDate">;

/** The RSVP of one open house, where the page takes them (the showing form's token): not on a sold listing's or the agent's preview. */
function Rsvp({ openHouse, token }: { openHouse: OpenHouse; token?: string }) {
  const t = listingHistoryTexts[useLang()].openHouses;
  if (!token) return null;
  return (
    <RsvpForm
      openHouseId={openHouse.id}
      start={new Date(openHouse.startDate).toISOString()}
      token={token}
      labels={{ rsvp: t.rsvp, intro: t.rsvpIntro, submit: t.rsvpSubmit }}
      what={`${openHouse.date}, ${openHouse.time}`}
    />
  );
}

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
export function NextOpenHouse({ openHouse, rsvpToken }: { openHouse: OpenHouse; rsvpToken?: string }) {
  const t = listingHistoryTexts[useLang()].openHouses;
  return (
    <div className="rounded-2xl border bg-card px-4 py-2" data-testid="next-open-house">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold">
          {t.next}: {openHouse.date}, {openHouse.time}
        </span>
        <AddToCalendar openHouse={openHouse} label={t.add} />
      </p>
      <Rsvp openHouse={openHouse} token={rsvpToken} />
    </div>
  );
}

/** The listing's coming open houses, each with its calendar file. */
export function OpenHouses({ openHouses, rsvpToken }: { openHouses: readonly OpenHouse[]; rsvpToken?: string }) {
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
            <Rsvp openHouse={openHouse} token={rsvpToken} />
          </li>
        ))}
      </ul>
    </section>
  );
}
