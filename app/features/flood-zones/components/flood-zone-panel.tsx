import TriangleAlert from "lucide-react/icons/triangle-alert";

/** How the flood zones stand, on the agent's listings page while FEMA is asked: lines written by the server in the page's language. */
export function FloodZonePanel({ status }: { status: { title: string; known: string; failing: string | null } }) {
  return (
    <section aria-labelledby="flood-zones" className="space-y-2 rounded-2xl border bg-card/80 p-4 text-sm" data-testid="flood-zone-status">
      <h2 id="flood-zones" className="text-base font-semibold">{status.title}</h2>
      <p className="text-muted-foreground">{status.known}</p>
      {status.failing ? (
        <p className="flex gap-2" role="status">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          {status.failing}
        </p>
      ) : null}
    </section>
  );
}
