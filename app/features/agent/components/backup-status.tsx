import TriangleAlert from "lucide-react/icons/triangle-alert";
import { fmt, useLang } from "~/i18n";
import { formatDate, formatTime } from "~/lib/dates";
import type { BackupLine } from "~/server/backup/types";
import { useAgentText } from "./texts";

/** When the site was last backed up, in a sentence; a warning when that was over 36 hours ago, or never (ADR 0019). */
export function BackupStatus({ backup }: { backup: BackupLine }) {
  const t = useAgentText().backup;
  const lang = useLang();
  const at = backup.lastSuccessAt ? new Date(backup.lastSuccessAt) : null;
  const values = at ? { time: formatTime(lang, at), date: formatDate(lang, at) } : { time: "", date: "" };
  if (at && !backup.stale) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="backup-status" data-state="ok">
        {fmt(t[backup.day], values)}
      </p>
    );
  }
  return (
    <p
      className="flex gap-3 rounded-2xl border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
      data-testid="backup-status"
      data-state={at ? "stale" : "never"}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <span>{at ? fmt(t.stale, values) : t.never}</span>
    </p>
  );
}
