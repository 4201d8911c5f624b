import { QuestionForm } from "./question-form";
import { ShowingForm } from "./showing-form";

/** A listing's showing request and question, side by side on wide screens; the page's action buttons jump here. */
export function PropertyLeadForms({ listingKey, tokens }: { listingKey: string; tokens: { showing: string; question: string } }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ShowingForm token={tokens.showing} listing={{ key: listingKey, label: listingKey }} fixed />
      <QuestionForm token={tokens.question} listingKey={listingKey} />
    </div>
  );
}
