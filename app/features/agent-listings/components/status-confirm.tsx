import type { ReactNode } from "react";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { fmt, useLang } from "~/i18n";
import { formatPrice } from "~/lib/format";
import type { LifecycleStatus, ListStatus } from "~/features/listings/model";
import { REVERT_DAYS } from "../lifecycle";
import type { StatusAnswer } from "../listing-form";
import { useEditorText } from "./texts";

export type StatusLabel = "markActive" | "markComingSoon" | "markPending" | "markSold" | "withdraw" | "expire" | "relist";

/** The button's words for a move from a status. */
export function labelFor(from: ListStatus, to: LifecycleStatus): StatusLabel {
  if (to === "Active") return from === "Withdrawn" || from === "Expired" ? "relist" : "markActive";
  if (to === "ComingSoon") return "markComingSoon";
  if (to === "Pending") return "markPending";
  if (to === "Closed") return "markSold";
  return to === "Withdrawn" ? "withdraw" : "expire";
}

export interface StatusConfirmProps {
  readonly from: ListStatus;
  readonly to: LifecycleStatus;
  readonly listPrice: number;
  readonly today: string;
  /** The refused sale: the price or date marked, both as typed. */
  readonly answer?: StatusAnswer;
  /** What leaves the step without a change: a link back (no script) or the dialog's close. */
  readonly cancel: ReactNode;
}

/**
 * The confirmation a status change asks for (ADR 0420): what visitors will see once it is made,
 * what a sale needs (its close price and date, empty until she types them), and that it can be
 * undone. A plain form: the dialog shows it with script, the Status box without.
 */
export function StatusConfirm({ from, to, listPrice, today, answer, cancel }: StatusConfirmProps) {
  const t = useEditorText();
  const lang = useLang();
  const label = labelFor(from, to);
  const seen = t.status.confirm.public[label === "relist" ? "relist" : to];
  return (
    <Form method="post" className="space-y-3" data-testid="status-confirm">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="confirm" value="yes" />
      <p className="font-medium">{t.status.confirm.intro}</p>
      <p>{fmt(seen, { price: formatPrice(lang, listPrice) })}</p>
      {to === "Closed" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="close-price" label={t.status.closePrice} required error={answer?.errors.closePrice ? t.status.closeErrors.price : undefined}>
            <Input name="closePrice" required inputMode="numeric" pattern="[0-9$, ]*" autoComplete="off" defaultValue={answer?.values.closePrice ?? ""} />
          </Field>
          <Field id="close-date" label={t.status.closeDate} required error={answer?.errors.closeDate ? t.status.closeErrors.date : undefined}>
            <Input name="closeDate" type="date" required max={today} defaultValue={answer?.values.closeDate ?? ""} />
          </Field>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t.status.soldHint}</p>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{fmt(t.status.confirm.undoNote, { days: REVERT_DAYS })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={to === "Withdrawn" || to === "Expired" ? "danger" : "primary"}>
          {t.status[label]}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}
