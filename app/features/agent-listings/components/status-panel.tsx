import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { fmt } from "~/i18n";
import { nextStatuses, type LifecycleStatus, type ListStatus } from "~/features/listings/model";
import type { StatusAnswer } from "../listing-form";
import { useEditorText } from "./texts";

type StatusLabel = "markActive" | "markComingSoon" | "markPending" | "withdraw" | "expire" | "relist";

function labelFor(from: ListStatus, to: LifecycleStatus): StatusLabel {
  if (to === "Active") return from === "Withdrawn" || from === "Expired" ? "relist" : "markActive";
  if (to === "ComingSoon") return "markComingSoon";
  if (to === "Pending") return "markPending";
  return to === "Withdrawn" ? "withdraw" : "expire";
}

/**
 * The listing's status and the moves it may make from there, one small form
 * each (they work without JavaScript). Selling asks for the close price and date.
 */
export function StatusPanel({
  status,
  listPrice,
  today,
  answer,
}: {
  status: ListStatus;
  listPrice: number;
  today: string;
  /** The refused sale, with the price or date marked and both as typed. */
  answer?: StatusAnswer;
}) {
  const t = useEditorText();
  const moves = nextStatuses[status].filter((to) => to !== "Closed" && !(status === "Incomplete" && to === "Active"));
  const canSell = nextStatuses[status].includes("Closed");
  return (
    <section aria-labelledby="status-title" className="space-y-4 rounded-2xl border bg-card/80 p-4">
      <h2 id="status-title" className="text-lg font-semibold">
        {t.editor.sections.status}
      </h2>
      <p data-testid="listing-status">{fmt(t.status.current, { status: t.statuses[status] })}</p>
      {status === "Closed" ? <p className="text-sm text-muted-foreground">{t.status.closedNote}</p> : null}
      {moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <Form method="post" key={to}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="to" value={to} />
              <Button type="submit" variant={to === "Withdrawn" || to === "Expired" ? "outline" : "primary"}>
                {t.status[labelFor(status, to)]}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
      {canSell ? (
        <Form method="post" className="grid gap-3 border-t pt-4 sm:grid-cols-2 sm:items-end">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="to" value="Closed" />
          <Field id="close-price" label={t.status.closePrice} error={answer?.errors.closePrice ? t.status.closeErrors.price : undefined}>
            <Input name="closePrice" required inputMode="numeric" pattern="[0-9$, ]*" defaultValue={answer?.values.closePrice ?? String(listPrice)} />
          </Field>
          <Field id="close-date" label={t.status.closeDate} error={answer?.errors.closeDate ? t.status.closeErrors.date : undefined}>
            <Input name="closeDate" type="date" required max={today} defaultValue={answer?.values.closeDate ?? today} />
          </Field>
          <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
            {t.status.markSold}
          </Button>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t.status.soldHint}</p>
        </Form>
      ) : null}
    </section>
  );
}
