import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { fmt } from "~/i18n";
import { showingLengths } from "~/lib/showings";
import { formatRanges, weekdays } from "../week";
import type { ShowingSetup } from "../types";
import { refusedAnswer, type SettingsAnswer } from "./settings-answer";
import { useShowingText } from "./texts";

/** Her weekly hours, a box per weekday (Monday first), and a showing's length; works without script. */
export function HoursForm({ setup, answer }: { setup: ShowingSetup; answer?: SettingsAnswer }) {
  const t = useShowingText();
  const busy = useNavigation().state === "submitting";
  const mine = refusedAnswer(answer, "hours");
  return (
    <section id="hours" aria-labelledby="hours-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="hours-title" className="text-xl font-semibold">{t.hours.title}</h2>
      <p className="text-muted-foreground">{t.hours.intro}</p>
      <Form method="post" className="space-y-4" key={mine ? "refused" : "saved"} data-testid="hours-form">
        <div className="grid gap-3 sm:grid-cols-2">
          {weekdays.map((day) => (
            <TextField
              key={day}
              id={`day${day}`}
              name={`day${day}`}
              label={t.weekdays[day]}
              inputMode="text"
              autoComplete="off"
              placeholder="9:00-18:00"
              defaultValue={mine?.values[`day${day}`] ?? formatRanges(setup.hours[day])}
              error={mine?.errors[`day${day}`] ? t.hours.invalid : undefined}
              hint={day === 1 ? t.hours.hint : undefined}
            />
          ))}
        </div>
        <SelectField
          id="length"
          name="length"
          label={t.hours.length}
          className="max-w-xs"
          defaultValue={mine?.values.length ?? String(setup.lengthMinutes)}
          options={showingLengths.map((minutes) => [String(minutes), fmt(t.hours.minutes, { minutes })] as const)}
          error={mine?.errors.length ? t.hours.lengthInvalid : undefined}
        />
        <Button type="submit" name="intent" value="hours" disabled={busy}>
          {t.hours.save}
        </Button>
      </Form>
    </section>
  );
}
