import type { ShowingSetup } from "../types";
import { CalendarFeed } from "./calendar-feed";
import { DaysOff, type BlockedDay } from "./days-off";
import { HoursForm } from "./hours-form";
import type { SettingsAnswer } from "./settings-answer";
import { useShowingText } from "./texts";
import { UpcomingShowings, type UpcomingShowing } from "./upcoming-showings";

/** Her Showings page: what is booked ahead first, then her hours, days off and calendar link (ADR 0432). */
export function ShowingsPage({ setup, blocked, upcoming, answer }: { setup: ShowingSetup; blocked: readonly BlockedDay[]; upcoming: readonly UpcomingShowing[]; answer?: SettingsAnswer }) {
  const t = useShowingText();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <UpcomingShowings showings={upcoming} />
      <HoursForm setup={setup} answer={answer} />
      <DaysOff days={blocked} answer={answer} />
      <CalendarFeed hasFeed={setup.hasFeed} answer={answer} />
    </div>
  );
}
