import { useState, type ReactNode } from "react";
import { describedBy, FieldMessages } from "~/components/ui/field";
import { formatDateTime, formatTime } from "~/lib/dates";
import type { Lang } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import type { SlotDay } from "../slots";

export interface SlotPickerProps {
  readonly id: string;
  readonly name: string;
  readonly lang: Lang;
  readonly days: readonly SlotDay[];
  readonly defaultValue: string;
  readonly error?: ReactNode;
  readonly labels: { readonly times: string; readonly day: string };
}

const dayName = (lang: Lang, day: string) => formatDateTime(lang, new Date(`${day}T12:00:00Z`), { style: "full", zone: "utc" });

function chipName(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

function TimeRadios({ name, lang, day, chosen, onChoose }: { name: string; lang: Lang; day: SlotDay; chosen: string; onChoose?: (start: string) => void }) {
  return (
    <div className="flex flex-wrap gap-2 pt-2">
      {day.starts.map((start) => (
        <label key={start} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10">
          <input
            type="radio"
            name={name}
            value={start}
            defaultChecked={chosen === start}
            onChange={onChoose ? () => onChoose(start) : undefined}
            className="size-5 accent-primary"
            data-testid="slot-option"
          />
          {formatTime(lang, new Date(start))}
        </label>
      ))}
    </div>
  );
}

/**
 * The free times as radio buttons in the showing form. Without script each day is a disclosure with
 * its times (nothing but HTML); with it, the days are a row of chips and only the chosen day's times
 * show. Both post one `slot`, the showing's start (ADR 0431).
 */
export function SlotPicker({ id, name, lang, days, defaultValue, error, labels }: SlotPickerProps) {
  const hydrated = useHydrated();
  const chosenDay = days.find((day) => day.starts.includes(defaultValue))?.day;
  const [shown, setShown] = useState<string | undefined>(chosenDay ?? days[0]?.day);
  const [chosen, setChosen] = useState(defaultValue);
  return (
    <fieldset id={id} className="flex min-w-0 flex-col gap-2 sm:col-span-2" aria-describedby={describedBy(id, undefined, error)} data-testid="slot-picker">
      <legend className="text-sm font-medium">{labels.times}</legend>
      {hydrated ? (
        <>
          <div role="group" aria-label={labels.day} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {days.map((day) => (
              <button
                key={day.day}
                type="button"
                aria-pressed={shown === day.day}
                onClick={() => setShown(day.day)}
                className={cn("min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium", shown === day.day ? "border-primary bg-primary text-primary-foreground" : "bg-background")}
                data-testid="slot-day"
              >
                {chipName(lang, day.day)}
              </button>
            ))}
          </div>
          {days.map((day) => (
            <div key={day.day} hidden={day.day !== shown} role="group" aria-label={dayName(lang, day.day)}>
              <TimeRadios name={name} lang={lang} day={day} chosen={chosen} onChoose={setChosen} />
            </div>
          ))}
        </>
      ) : (
        days.map((day, index) => (
          <details key={day.day} open={day.day === (chosenDay ?? (index === 0 ? day.day : undefined))} className="rounded-lg border px-3 py-2">
            <summary className="min-h-11 cursor-pointer py-2 font-medium">{dayName(lang, day.day)}</summary>
            <TimeRadios name={name} lang={lang} day={day} chosen={chosen} />
          </details>
        ))
      )}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
