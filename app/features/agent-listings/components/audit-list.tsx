import { fmt, useLang } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import type { AuditText } from "../audit-text";
import { UndoStatusForm } from "./status-panel";
import { useEditorText } from "./texts";

/** An audit entry as the server wrote it, in the page's language (audit-text.ts). */
export interface EditorAuditEntry extends AuditText {
  readonly id: number;
  readonly at: string;
  /** A status change she undid (ADR 0420). */
  readonly reverted: boolean;
}

const SHOWN_CHANGES = 4;

/** Who changed what and when, newest first: the first few changes of each, so the list stays short; the status change she may still undo has its button. */
export function AuditList({ entries, undo }: { entries: readonly EditorAuditEntry[]; undo: number | null }) {
  const t = useEditorText();
  const lang = useLang();
  return (
    <section aria-labelledby="audit-title" className="space-y-3 rounded-2xl border bg-card/80 p-4">
      <h2 id="audit-title" className="text-lg font-semibold">
        {t.editor.sections.audit}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{t.audit.empty}</p>
      ) : (
        <ol className="divide-y text-sm" data-testid="audit-list">
          {entries.map((entry) => {
            const shown = entry.changes.slice(0, SHOWN_CHANGES);
            const more = entry.changes.length - shown.length;
            return (
              <li key={entry.id} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatDateTime(lang, new Date(entry.at), { style: "medium", time: true })}
                </time>
                <div>
                  <p className="font-semibold">
                    {entry.sentence}
                    {entry.reverted ? <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs font-normal">{t.audit.undone}</span> : null}
                  </p>
                  {shown.length > 0 ? (
                    <ul className="text-muted-foreground">
                      {shown.map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                      {more > 0 ? <li>{fmt(more === 1 ? t.audit.more.one : t.audit.more.other, { count: more })}</li> : null}
                    </ul>
                  ) : null}
                  {entry.id === undo ? (
                    <div className="mt-2">
                      <UndoStatusForm change={entry.id} label={t.audit.undo} />
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
