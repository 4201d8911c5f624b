import { fmt } from "~/i18n";
import { outgoingReply, type ReplyText } from "../replies";
import { useAgentText, useLeadWorkText } from "./texts";

/**
 * The reply as the lead will read it: the subject on one line, the message
 * in the paragraphs the mail carries (empty list slots left out, by the same
 * code the send uses) and the signature in the lead's language.
 */
export function ReplyPreview({ reply, email, leadName, leadLang, signature }: { reply: ReplyText; email: string; leadName: string; leadLang: "en" | "es"; signature: readonly string[] }) {
  const t = useLeadWorkText();
  const agent = useAgentText();
  const { subject, paragraphs } = outgoingReply(reply);
  return (
    <section aria-labelledby="reply-preview" className="space-y-3" data-testid="reply-preview">
      <div className="space-y-1">
        <h3 id="reply-preview" className="text-lg font-semibold">
          {fmt(t.reply.previewTitle, { name: leadName })}
        </h3>
        <p className="text-sm text-muted-foreground">{fmt(t.reply.previewIntro, { lang: agent.lead.pageLangs[leadLang] })}</p>
      </div>
      <div className="space-y-3 rounded-xl border bg-background p-4 text-sm break-words" lang={leadLang}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b pb-3">
          <dt className="font-medium text-muted-foreground">{t.reply.previewTo}</dt>
          <dd>{email}</dd>
          <dt className="font-medium text-muted-foreground">{t.reply.subject}</dt>
          <dd className="font-semibold" data-testid="preview-subject">
            {subject}
          </dd>
        </dl>
        <div className="space-y-3" data-testid="preview-body">
          {paragraphs.map((paragraph, index) => (
            // A paragraph's place is its identity: two may read the same.
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <p className="border-t pt-3 whitespace-pre-line text-muted-foreground">{["--", ...signature].join("\n")}</p>
      </div>
    </section>
  );
}
