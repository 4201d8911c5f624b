import type { LeadFormsState } from "../sent";
import { LeadFormShell } from "./lead-form";
import { useLeadsText } from "./texts";

/** A question about the listing of the page. */
export function QuestionForm({ token, state, listingKey }: { token: string; state: LeadFormsState; listingKey: string }) {
  const t = useLeadsText();
  return (
    <LeadFormShell
      form="question"
      token={token}
      state={state}
      title={t.forms.question.title}
      intro={t.forms.question.intro}
      hidden={{ listingKey }}
      messageRequired
    />
  );
}
