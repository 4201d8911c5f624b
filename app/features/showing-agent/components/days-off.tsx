import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { FieldGrid, TextField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/lib/dates";
import { refusedAnswer, type SettingsAnswer } from "./settings-answer";
import { useShowingText } from "./texts";

export interface BlockedDay {
  readonly day: string;
  readonly note: string;
}

/** The days she takes no showings: each with a Remove, and a form to add one. */
export function DaysOff({ days, answer }: { days: readonly BlockedDay[]; answer?: SettingsAnswer }) {
  const t = useShowingText().blocked;
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const mine = refusedAnswer(answer, "block");
  return (
    <section id="days-off" aria-labelledby="days-off-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="days-off-title" className="text-xl font-semibold">{t.title}</h2>
      <p className="text-muted-foreground">{t.intro}</p>
      {days.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="divide-y" data-testid="days-off">
          {days.map(({ day, note }) => (
            <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{formatDate(lang, day)}</span>
                {note ? <span className="text-muted-foreground"> · {note}</span> : null}
              </span>
              <Form method="post">
                <input type="hidden" name="day" value={day} />
                <Button type="submit" name="intent" value="unblock" variant="outline" aria-label={fmt(t.removeName, { day: formatDate(lang, day) })} disabled={busy}>
                  {t.remove}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="space-y-3" key={mine ? "refused" : days.length}>
        <FieldGrid>
          <TextField id="block-day" name="day" type="date" label={t.day} required defaultValue={mine?.values.day} error={mine?.errors.day ? t.dayInvalid : undefined} />
          <TextField id="block-note" name="note" label={t.note} maxLength={120} defaultValue={mine?.values.note} error={mine?.errors.note ? t.noteTooLong : undefined} />
        </FieldGrid>
        <Button type="submit" name="intent" value="block" disabled={busy}>
          {t.add}
        </Button>
      </Form>
    </section>
  );
}
