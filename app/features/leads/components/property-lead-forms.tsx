import type { LeadFormsState } from "../sent";
import { QuestionForm } from "./question-form";
import { ShowingForm } from "./showing-form";
import type { SlotDay } from "~/features/showings/slots";

/** A listing's showing request and question, side by side on wide screens; the page's action buttons jump here. */
export function PropertyLeadForms({
  listingKey,
  tokens,
  state,
}: {
  listingKey: string;
  tokens: { showing: string; question: string };
  /** With her free times for this listing: booking instead of a request when there are any (ADR 0431). */
  state: LeadFormsState & { readonly slots: readonly SlotDay[] };
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ShowingForm token={tokens.showing} state={state} listing={{ key: listingKey, label: listingKey }} fixed slots={state.slots} />
      <QuestionForm token={tokens.question} state={state} listingKey={listingKey} />
    </div>
  );
}
