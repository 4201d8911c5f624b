import TriangleAlert from "lucide-react/icons/triangle-alert";
import type { SyncStatusView } from "~/features/mls/types";

/**
 * How the MLS sync stands, on the agent's listings page when the feed is
 * configured: the last sync's time and counts, the feed's size, the last
 * error, and why the listings may be out of date when it is stale. Every
 * line arrives written in the page's language with the loader data.
 */
export function MlsSyncPanel({ status }: { status: SyncStatusView }) {
  const warning = status.stale ?? status.error;
  return (
    <section aria-labelledby="mls-sync" className="space-y-2 rounded-2xl border bg-card/80 p-4 text-sm" data-testid="mls-sync-status">
      <h2 id="mls-sync" className="text-base font-semibold">{status.title}</h2>
      <ul className="space-y-0.5 text-muted-foreground">
        {status.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {warning ? (
        <div className="flex gap-2 rounded-xl border border-destructive/40 p-3" role="status">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div className="space-y-1">
            {status.error ? <p data-testid="mls-sync-error">{status.error}</p> : null}
            {status.stale ? <p data-testid="mls-sync-stale">{status.stale}</p> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
