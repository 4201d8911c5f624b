import type { LeadFormsState } from "../sent";
import { QuestionForm } from "./question-form";
import { ShowingForm } from "./showing-form";

/** A listing's showing request and question, side by side on wide screens; the page's action buttons jump here. */
export function PropertyLeadForms({ listingKey, tokens, state }: { listingKey: string; tokens: { showing: string; question: string }; state: LeadFormsState }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ShowingForm token={tokens.showing} state={state} listing={{ key: listingKey, label: listingKey }} fixed />
      <QuestionForm token={tokens.question} state={state} listingKey={listingKey} />
    </div>
  );
}
