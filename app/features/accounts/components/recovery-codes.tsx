import Download from "lucide-react/icons/download";
import Printer from "lucide-react/icons/printer";
import { Button } from "~/components/ui/button";
import { fmt, useDictionary } from "~/i18n";
import { securityTexts } from "~/i18n/security";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/components/layout/site-context";

/**
 * Recovery codes just made, shown this once (only their digests are kept):
 * a list to copy, a text file to download and, with script, a print button.
 */
export function RecoveryCodes({ codes, email, note }: { codes: readonly string[]; email: string; note?: string }) {
  const t = useDictionary(securityTexts).codes;
  const site = useSite();
  const hydrated = useHydrated();
  const file = [fmt(t.fileHeading, { site: site.agentName, email }), "", ...codes, ""].join("\n");
  return (
    <div className="space-y-3 rounded-xl border border-primary/40 bg-background p-4" data-testid="recovery-codes" role="region" aria-labelledby="recovery-codes-title">
      {note ? <p role="status" className="font-medium">{note}</p> : null}
      <h3 id="recovery-codes-title" className="text-lg font-semibold">{t.title}</h3>
      <p className="text-sm text-muted-foreground">{t.body}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-3" data-testid="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download={t.fileName} data-testid="recovery-codes-download">
            <Download aria-hidden className="size-4" />
            {t.download}
          </a>
        </Button>
        {hydrated ? (
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t.print}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
