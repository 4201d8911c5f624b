import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { FieldGrid, TextField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import { formatTime, valleyClock, valleyDay, formatDate } from "~/lib/dates";
import type { FormAnswer } from "~/lib/form-answer";
import type { ShowingKind, ShowingMode, ShowingStatus } from "~/lib/showings";
import { showingWhen } from "../invite";
import { useShowingText } from "./texts";

export interface LeadShowing {
  readonly id: string;
  readonly kind: ShowingKind;
  readonly mode: ShowingMode;
  readonly status: ShowingStatus;
  readonly startsAt: Date | string;
  readonly proposedStartsAt: Date | string | null;
  readonly address: string;
}

type Answer = FormAnswer<string, string, string, string>;

/** The lead's showings, each with its time, mode and status, and her answers while one waits for them. */
export function ShowingCards({ showings, answer }: { showings: readonly LeadShowing[]; answer?: Answer }) {
  const t = useShowingText();
  if (showings.length === 0) return null;
  return (
    <section id="showings" aria-labelledby="showings-title" className="space-y-3" data-testid="lead-showings">
      <h2 id="showings-title" className="text-xl font-semibold">
        {t.card.title}
      </h2>
      <ul className="space-y-3">
        {showings.map((showing) => (
          <ShowingCard key={showing.id} showing={showing} answer={answer} />
        ))}
      </ul>
    </section>
  );
}

function ShowingCard({ showing, answer }: { showing: LeadShowing; answer?: Answer }) {
  const t = useShowingText();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const startsAt = new Date(showing.startsAt);
  const open = showing.kind === "private" && (showing.status === "booked" || showing.status === "proposed");
  const refusedPropose = answer?.form === `showingPropose-${showing.id}` ? answer : undefined;
  const refusedDecline = answer?.form === `showingDecline-${showing.id}` ? answer : undefined;
  return (
    <li className="space-y-3 rounded-xl border p-4" data-testid={`showing-${showing.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{fmt(t.card.when, { day: formatDate(lang, startsAt), time: formatTime(lang, startsAt) })}</p>
          <p className="text-sm text-muted-foreground">
            {showing.address} · {showing.kind === "openHouse" ? t.kinds.openHouse : t.modes[showing.mode]}
          </p>
          {showing.status === "proposed" && showing.proposedStartsAt ? <p className="text-sm">{fmt(t.card.proposedTime, { when: showingWhen(lang, new Date(showing.proposedStartsAt)) })}</p> : null}
        </div>
        <span className="rounded-full bg-muted px-3 py-1 text-sm" data-testid="showing-status">
          {t.statuses[showing.status]}
        </span>
      </div>
      {open ? (
        <div className="space-y-3">
          {showing.status === "booked" ? (
            <Form method="post">
              <input type="hidden" name="showing" value={showing.id} />
              <Button type="submit" name="intent" value="showingConfirm" disabled={busy}>
                {t.card.confirm}
              </Button>
            </Form>
          ) : null}
          <details open={refusedPropose !== undefined} className="rounded-lg border p-3">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.card.propose}</summary>
            <Form method="post" className="mt-3 space-y-3" key={refusedPropose ? "refused" : "fresh"}>
              <input type="hidden" name="showing" value={showing.id} />
              <FieldGrid>
                <TextField id={`propose-day-${showing.id}`} name="day" type="date" label={t.card.proposeDay} required defaultValue={refusedPropose?.values.day ?? valleyDay(startsAt)} error={refusedPropose ? (refusedPropose.errors.day === "taken" ? t.card.taken : t.card.proposeInvalid) : undefined} />
                <TextField id={`propose-time-${showing.id}`} name="time" type="time" label={t.card.proposeTime} required defaultValue={refusedPropose?.values.time ?? valleyClock(startsAt)} />
              </FieldGrid>
              <Button type="submit" name="intent" value="showingPropose" variant="outline" disabled={busy}>
                {t.card.proposeSend}
              </Button>
            </Form>
          </details>
          <details open={refusedDecline !== undefined} className="rounded-lg border p-3">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.card.decline}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="showing" value={showing.id} />
              <TextField id={`decline-note-${showing.id}`} name="note" label={t.card.declineNote} maxLength={500} defaultValue={refusedDecline?.values.note} error={refusedDecline ? t.card.noteTooLong : undefined} />
              <Button type="submit" name="intent" value="showingDecline" variant="danger" disabled={busy}>
                {t.card.declineSend}
              </Button>
            </Form>
          </details>
        </div>
      ) : null}
    </li>
  );
}
