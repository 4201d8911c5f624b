import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/form-fields";
import { RadioGroupField } from "~/components/ui/radio-group-field";
import { fmt } from "~/i18n";
import { leadStatuses, lostReasons, type LeadStatus, type LostReason } from "~/lib/leads";
import { cn } from "~/lib/utils";
import { LOST_NOTE_MAX } from "../stages";
import type { LeadAnswer } from "./lead-answer";
import { useAgentText, usePipelineText } from "./texts";

export interface StageState {
  readonly status: LeadStatus;
  readonly lostReason: LostReason | null;
  readonly lostNote: string | null;
}

/** Why a lead was lost, in words, with her note after it. */
export function LostReasonText({ reason, note }: { reason: LostReason; note?: string | null }) {
  const p = usePipelineText();
  return (
    <>
      {fmt(p.panel.lostSince, { reason: p.reasons[reason] })}
      {note ? <span className="whitespace-pre-line font-normal"> — {note}</span> : null}
    </>
  );
}

/**
 * The lead's stage (issue 55, item 1): one tap on a stage moves it there; Lost opens a short form
 * that asks why (a native disclosure, so without script too, open when she came from the inbox's
 * Lost or the server refused a move without a reason).
 */
export function StagePanel({ lead, askLost, answer }: { lead: StageState; askLost: boolean; answer?: LeadAnswer }) {
  const t = useAgentText();
  const p = usePipelineText();
  const busy = useNavigation().state === "submitting";
  const refused = answer?.form === "status" ? answer : undefined;
  const noteError = refused?.errors.lostNote ? fmt(p.lost.noteTooLong, { max: LOST_NOTE_MAX }) : undefined;
  return (
    <section aria-labelledby="lead-status" id="stage" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
      <h2 id="lead-status" className="text-xl font-semibold">
        {p.panel.title}
      </h2>
      <p data-testid="lead-stage">{fmt(p.panel.current, { stage: t.statuses[lead.status] })}</p>
      {lead.status === "lost" && lead.lostReason ? (
        <p className="font-semibold" data-testid="lead-lost-reason">
          <LostReasonText reason={lead.lostReason} note={lead.lostNote} />
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="flex flex-wrap gap-2" aria-label={p.panel.title}>
        <input type="hidden" name="intent" value="status" />
        {leadStatuses
          .filter((status) => status !== "lost")
          .map((status) => (
            <Button
              key={status}
              type="submit"
              name="status"
              value={status}
              variant={status === lead.status ? "primary" : "outline"}
              aria-pressed={status === lead.status}
              disabled={busy}
              data-testid={`stage-${status}`}
            >
              {t.statuses[status]}
            </Button>
          ))}
      </Form>
      <details open={askLost || refused !== undefined} key={`${lead.status}-${lead.lostReason ?? ""}`} data-testid="lost-form">
        <summary className={cn(buttonVariants({ variant: lead.status === "lost" ? "primary" : "outline" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")} data-testid="stage-lost">
          {lead.status === "lost" ? p.lost.change : p.lost.open}
        </summary>
        <Form method="post" preventScrollReset className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value="lost" />
          <RadioGroupField
            id="lost-reason"
            name="lostReason"
            label={p.lost.reason}
            required
            options={lostReasons.map((reason) => [reason, p.reasons[reason]] as const)}
            defaultValue={refused ? (refused.values.lostReason ?? "") : (lead.lostReason ?? "")}
            error={refused?.errors.lostReason ? p.lost.required : undefined}
          />
          <TextareaField
            id="lost-note"
            name="lostNote"
            label={p.lost.note}
            hint={p.lost.noteHint}
            rows={2}
            maxLength={LOST_NOTE_MAX}
            defaultValue={refused ? refused.values.lostNote : (lead.lostNote ?? "")}
            error={noteError}
          />
          <Button type="submit" variant="danger" disabled={busy} data-testid="save-lost">
            {p.lost.save}
          </Button>
        </Form>
      </details>
    </section>
  );
}
