import { Link } from "~/components/ui/link";
import { fmt, useLang } from "~/i18n";
import { formatDate, formatTime, valleyDay } from "~/lib/dates";
import type { ShowingKind, ShowingMode, ShowingStatus } from "~/lib/showings";
import { agentPrefix } from "~/lib/routes";
import { useShowingText } from "./texts";

export interface UpcomingShowing {
  readonly id: string;
  readonly kind: ShowingKind;
  readonly mode: ShowingMode;
  readonly status: ShowingStatus;
  readonly startsAt: Date | string;
  readonly lead: { readonly id: string; readonly name: string };
  readonly address: string;
}

/**
 * The showings ahead, grouped by Valley day, each with its listing, visitor and status, and a link to
 * the lead; on her Today view (`today`), the day's alone, without the day's heading.
 */
export function UpcomingShowings({ showings, today = false }: { showings: readonly UpcomingShowing[]; today?: boolean }) {
  const t = useShowingText();
  const lang = useLang();
  const days = new Map<string, UpcomingShowing[]>();
  for (const showing of showings) {
    const day = valleyDay(new Date(showing.startsAt));
    days.set(day, [...(days.get(day) ?? []), showing]);
  }
  const texts = today ? t.today : t.upcoming;
  const id = today ? "today-showings" : "upcoming-showings";
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid={id}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">{texts.title}</h2>
      {showings.length === 0 ? <p>{texts.none}</p> : null}
      {[...days].map(([day, list]) => (
        <div key={day} className="space-y-2">
          {today ? null : <h3 className="font-semibold">{formatDate(lang, day)}</h3>}
          <ul className="divide-y rounded-xl border">
            {list.map((showing) => (
              <li key={showing.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <Link to={`${agentPrefix[lang]}/leads/${showing.lead.id}`} className="font-semibold underline underline-offset-4">
                    {fmt(t.upcoming.line, { time: formatTime(lang, new Date(showing.startsAt)), name: showing.lead.name })}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {showing.address} · {showing.kind === "openHouse" ? t.kinds.openHouse : t.modes[showing.mode]}
                  </p>
                </div>
                <span className="rounded-full bg-muted px-3 py-1 text-sm">{t.statuses[showing.status]}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
