import { useState } from "react";
import { useSearchParams } from "react-router";
import { Form, Link } from "~/components/ui/link";
import Undo2 from "lucide-react/icons/undo-2";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import type { LifecycleStatus, ListStatus } from "~/features/listings/model";
import { movesFrom, type StatusUndo } from "../lifecycle";
import type { StatusAnswer } from "../listing-form";
import { labelFor, StatusConfirm } from "./status-confirm";
import { useEditorText } from "./texts";

/** The form that undoes a status change; the history of changes shows it beside the change too. */
export function UndoStatusForm({ change, label }: { change: number; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="revert" />
      <input type="hidden" name="change" value={change} />
      <Button type="submit" variant="outline" size="sm">
        <Undo2 aria-hidden />
        {label}
      </Button>
    </Form>
  );
}

/**
 * The listing's status, every move it may make from there, and the undo of its last status change
 * while it may be undone. A move first asks for its confirmation (ADR 0420): in a dialog with
 * script; without, each move is a link-like GET form (`?move=…`) and the confirmation takes the
 * box's place, as it does when a sale comes back refused.
 */
export function StatusPanel({
  status,
  listPrice,
  today,
  answer,
  editorHref,
  undo,
}: {
  status: ListStatus;
  listPrice: number;
  today: string;
  answer?: StatusAnswer;
  editorHref: string;
  undo: StatusUndo | null;
}) {
  const t = useEditorText();
  const lang = useLang();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const moves = movesFrom(status);
  const [question, setQuestion] = useState<{ from: ListStatus; to: LifecycleStatus } | null>(null);
  // A change made (or undone) gives the listing a new status: the dialog's question is answered.
  const asked = question?.from === status ? question.to : null;
  const setAsked = (to: LifecycleStatus | null) => setQuestion(to ? { from: status, to } : null);
  const isMove = (value: unknown): value is LifecycleStatus => typeof value === "string" && (moves as readonly string[]).includes(value);
  const requested = answer?.values.to ?? params.get("move");
  const inline = asked === null && isMove(requested) ? requested : null;
  const confirmProps = { from: status, listPrice, today, answer };

  return (
    <section aria-labelledby="status-title" className="space-y-4 rounded-2xl border bg-card/80 p-4">
      <h2 id="status-title" className="text-lg font-semibold">
        {t.editor.sections.status}
      </h2>
      <p data-testid="listing-status">{fmt(t.status.current, { status: t.statuses[status] })}</p>
      {status === "Closed" ? <p className="text-sm text-muted-foreground">{t.status.closedNote}</p> : null}
      {undo ? (
        <div className="space-y-2 rounded-xl bg-muted p-3" data-testid="status-undo">
          <UndoStatusForm change={undo.id} label={fmt(t.status.undo, { status: t.statuses[undo.to] })} />
          <p className="text-sm text-muted-foreground">{fmt(t.status.undoHint, { date: formatDate(lang, new Date(undo.until), "medium") })}</p>
        </div>
      ) : null}
      {inline ? (
        <div className="space-y-3 border-t pt-4">
          <h3 className="font-semibold">{fmt(t.status.confirm.title, { move: t.status[labelFor(status, inline)] })}</h3>
          <StatusConfirm
            {...confirmProps}
            to={inline}
            cancel={
              <Link to={editorHref} preventScrollReset className={buttonVariants({ variant: "ghost" })}>
                {t.status.confirm.cancel}
              </Link>
            }
          />
        </div>
      ) : moves.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((to) => (
            <Form
              method="get"
              key={to}
              preventScrollReset
              onSubmit={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setAsked(to);
              }}
            >
              <Button type="submit" name="move" value={to} variant={to === "Withdrawn" || to === "Expired" ? "outline" : "primary"}>
                {t.status[labelFor(status, to)]}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
      <Dialog open={asked !== null} onOpenChange={(open) => (open ? undefined : setAsked(null))}>
        {asked ? (
          <DialogContent
            title={fmt(t.status.confirm.title, { move: t.status[labelFor(status, asked)] })}
            description={fmt(t.status.current, { status: t.statuses[status] })}
            closeLabel={t.status.confirm.close}
          >
            <StatusConfirm
              {...confirmProps}
              to={asked}
              cancel={
                <DialogClose className={buttonVariants({ variant: "ghost" })}>{t.status.confirm.cancel}</DialogClose>
              }
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
