import { fmt, useLang } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import { useEditorText } from "./texts";

export interface EditorAuditEntry {
  readonly id: number;
  readonly at: string;
  readonly userName: string;
  readonly action: string;
  /** The editor's fields that changed (their form names), in the editor's order. */
  readonly fields: readonly string[];
  /** A status change, from and to. */
  readonly status?: readonly [string, string];
}

/** Who changed what and when, newest first: the fields' names, not their values, so the list stays short. */
export function AuditList({ entries }: { entries: readonly EditorAuditEntry[] }) {
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
            const shown = entry.fields.slice(0, 4).map((field) => (t.editor.fields as Record<string, string>)[field] ?? field);
            const status = entry.status?.map((value) => (t.statuses as Record<string, string>)[value] ?? value).join(" → ");
            const more = entry.fields.length - shown.length;
            return (
              <li key={entry.id} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
                <time dateTime={entry.at} className="text-muted-foreground">
                  {formatDateTime(lang, new Date(entry.at), { style: "medium", time: true })}
                </time>
                <p>
                  <span className="font-semibold">{t.audit.actions[entry.action] ?? entry.action}</span>
                  {status ? `: ${status}` : ""} · {entry.userName}
                  {shown.length > 0 ? (
                    <span className="text-muted-foreground">
                      {" "}
                      ({shown.join(", ")}
                      {more > 0 ? ` ${fmt(more === 1 ? t.audit.more.one : t.audit.more.other, { count: more })}` : ""})
                    </span>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
