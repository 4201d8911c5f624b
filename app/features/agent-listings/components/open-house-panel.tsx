import { Form } from "~/components/ui/link";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { fmt, useLang } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import type { OpenHouseAnswer } from "../listing-form";
import { useEditorText } from "./texts";

export interface EditorOpenHouse {
  readonly id: number;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** The listing's coming open houses, each removable, and a form to add one in the Valley's time. */
export function OpenHousePanel({ openHouses, today, answer }: { openHouses: readonly EditorOpenHouse[]; today: string; answer?: OpenHouseAnswer }) {
  const t = useEditorText();
  const lang = useLang();
  const when = (house: EditorOpenHouse) =>
    `${formatDateTime(lang, new Date(house.startsAt), { style: "medium", time: true })} – ${formatDateTime(lang, new Date(house.endsAt), { style: "medium", time: true }).split(", ").at(-1)}`;
  return (
    <section aria-labelledby="open-houses-title" className="space-y-4 rounded-2xl border bg-card/80 p-4">
      <h2 id="open-houses-title" className="text-lg font-semibold">
        {t.editor.sections.openHouses}
      </h2>
      {openHouses.length === 0 ? (
        <p className="text-muted-foreground">{t.openHouses.none}</p>
      ) : (
        <ul className="divide-y" data-testid="open-house-list">
          {openHouses.map((house) => (
            <li key={house.id} className="flex items-center justify-between gap-3 py-2">
              <span>{when(house)}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="openHouseRemove" />
                <input type="hidden" name="id" value={house.id} />
                <Button type="submit" variant="ghost" size="icon" aria-label={fmt(t.openHouses.remove, { when: when(house) })}>
                  <Trash2 aria-hidden />
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="grid grid-cols-2 gap-3 border-t pt-4 sm:items-end">
        <input type="hidden" name="intent" value="openHouseAdd" />
        <Field id="open-house-day" label={t.openHouses.date} error={answer?.errors.day ? t.openHouses.dateError : answer?.formError ? t.openHouses.invalid : undefined} className="col-span-2">
          <Input name="day" type="date" required min={today} defaultValue={answer?.values.day ?? ""} />
        </Field>
        <Field id="open-house-start" label={t.openHouses.start}>
          <Input name="start" type="time" required step={900} defaultValue={answer?.values.start ?? "13:00"} />
        </Field>
        <Field id="open-house-end" label={t.openHouses.end}>
          <Input name="end" type="time" required step={900} defaultValue={answer?.values.end ?? "16:00"} />
        </Field>
        <Button type="submit" className="col-span-2 justify-self-start">
          {t.openHouses.add}
        </Button>
        <p className="col-span-2 text-sm text-muted-foreground">{t.openHouses.hint}</p>
      </Form>
    </section>
  );
}
