import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { formatDateTime } from "~/lib/dates";
import type { Lang } from "~/lib/routes";

/*
 * The notices of the agent's text editors (page texts, articles): what keeps
 * her words when a tab closes or another tab saves first (issue 43, item 4).
 * Each editor passes its own wording.
 */

const textBox = "whitespace-pre-wrap break-words rounded-lg border bg-background p-3 text-sm";

function useTime(): (iso: string | null) => string {
  const lang = useLang();
  return (iso) => (iso ? formatDateTime(lang, new Date(iso), { style: "medium", time: true }) : "");
}

/** Changes typed earlier and never saved, put back into the form. */
export function DraftRestored({ at, texts, onDiscard }: { at: string; texts: { restored: string; discard: string }; onDiscard: () => void }) {
  const time = useTime();
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border bg-muted p-4" data-testid="draft-restored">
      {fmt(texts.restored, { time: time(at) })}
      <Button type="button" variant="outline" onClick={onDiscard}>
        {texts.discard}
      </Button>
    </p>
  );
}

interface ConflictProps {
  readonly texts: { title: string; body: string; theirs: string; yours: string };
  /** The text that stands, as saved elsewhere, and when. */
  readonly theirs: { text: string; updatedAt: string | null };
  readonly yours: string;
  readonly textLang: Lang;
  readonly testId: string;
}

/** A save refused because the text was saved elsewhere since: both versions, side by side. */
export function SaveConflict({ texts, theirs, yours, textLang, testId }: ConflictProps) {
  const time = useTime();
  return (
    <section role="alert" className="space-y-3 rounded-2xl border border-red-700 p-4 dark:border-red-300" data-testid={testId}>
      <h2 className="text-xl font-semibold">{texts.title}</h2>
      <p>{texts.body}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <h3 className="font-semibold">{fmt(texts.theirs, { time: time(theirs.updatedAt) })}</h3>
          <p className={textBox} lang={textLang} data-testid="conflict-theirs">{theirs.text}</p>
        </div>
        <div className="space-y-2">
          <h3 className="font-semibold">{texts.yours}</h3>
          <p className={textBox} lang={textLang}>{yours}</p>
        </div>
      </div>
    </section>
  );
}
