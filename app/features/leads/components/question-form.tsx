import { LeadFormShell } from "./lead-form";
import { useLeadsText } from "./texts";

/** A question about the listing of the page. */
export function QuestionForm({ token, listingKey }: { token: string; listingKey: string }) {
  const t = useLeadsText();
  return (
    <LeadFormShell
      form="question"
      token={token}
      title={t.forms.question.title}
      intro={t.forms.question.intro}
      hidden={{ listingKey }}
      messageRequired
    />
  );
}
