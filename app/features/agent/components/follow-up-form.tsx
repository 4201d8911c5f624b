import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/lib/dates";
import { followUpState } from "~/features/leads/follow-up";
import type { LeadAnswer } from "./lead-answer";
import { useLeadWorkText } from "./texts";

/** Where a follow-up day stands, in words: due today, overdue since, or due on. */
export function FollowUpState({ day, today }: { day: string; today: string }) {
  const t = useLeadWorkText();
  const lang = useLang();
  const state = followUpState(day, today);
  const text = state === "today" ? t.followUp.today : fmt(state === "overdue" ? t.followUp.overdue : t.followUp.due, { date: formatDate(lang, day, "medium") });
  return <span className={state === "upcoming" ? "text-muted-foreground" : "font-semibold text-red-700 dark:text-red-300"}>{text}</span>;
}

/** The lead's next follow-up day: set, moved or cleared (buttons name the intent, so Enter in the date saves it). */
export function FollowUpForm({ day, today, answer }: { day: string | null; today: string; answer?: LeadAnswer }) {
  const t = useLeadWorkText();
  const busy = useNavigation().state === "submitting";
  const refused = answer?.form === "followUp";
  return (
    <section aria-labelledby="lead-follow-up" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
      <h2 id="lead-follow-up" className="text-xl font-semibold">
        {t.followUp.title}
      </h2>
      <p data-testid="follow-up-state">{day ? <FollowUpState day={day} today={today} /> : t.followUp.none}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3" key={day ?? "none"}>
        <TextField
          id="follow-up-day"
          type="date"
          name="day"
          label={t.followUp.label}
          hint={t.followUp.hint}
          required
          defaultValue={refused ? answer.values.day : (day ?? "")}
          error={refused ? t.followUp.invalid : undefined}
        />
        <div className="flex gap-2">
          <Button type="submit" name="intent" value="followUp" disabled={busy} data-testid="save-follow-up">
            {t.followUp.save}
          </Button>
          {day ? (
            <Button type="submit" name="intent" value="followUpClear" variant="outline" disabled={busy} formNoValidate>
              {t.followUp.clear}
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
