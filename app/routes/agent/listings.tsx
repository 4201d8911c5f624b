import Plus from "lucide-react/icons/plus";
import { Link } from "~/components/ui/link";
import { OwnListingList } from "~/features/agent-listings/components/own-listing-list";
import { useEditorText } from "~/features/agent-listings/components/texts";
import { ownListings } from "~/features/agent-listings/own-listings.server";
import { isListStatus, listStatuses } from "~/features/listings/model";
import { MlsSyncPanel } from "~/features/agent-listings/components/mls-sync-panel";
import { FloodZonePanel } from "~/features/flood-zones/components/flood-zone-panel";
import { floodStatusLines } from "~/features/flood-zones/flood-line";
import { floodZoneStatus } from "~/features/flood-zones/flood-zones.server";
import { readSyncState, syncStatusView } from "~/features/mls/status.server";
import { getEnv } from "~/server/env.server";
import { Button } from "~/components/ui/button";
import { useLang } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import { plural } from "~/i18n/plural";
import { langFromPath } from "~/lib/routes";
import { agentListingsPrefix, newListingPath } from "~/lib/agent-routes";
import { cn } from "~/lib/utils";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/listings";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The agent's own listings, all or of one status (?status=, ignored when unknown). */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const wanted = url.searchParams.get("status");
  const status = isListStatus(wanted) ? wanted : undefined;
  const env = getEnv();
  const [rows, syncState, flood] = await Promise.all([
    ownListings(getDb(), { status }),
    env.RESO_URL ? readSyncState(getDb()) : null,
    env.floodZoneUrl ? floodZoneStatus(getDb()) : null,
  ]);
  return {
    // Only with the MLS feed configured: without it there is no sync to report on.
    mlsSync: env.RESO_URL ? syncStatusView(syncState, lang, env.RESO_SYNC_MINUTES) : null,
    // Only while FEMA is asked (ADR 0124): how far the flood zones have got, and what FEMA didn't answer.
    floodZones: flood ? floodStatusLines(flood, lang) : null,
    title: listingEditorTexts[lang].list.title,
    status: status ?? null,
    items: rows.map((row) => ({ ...row, modificationTimestamp: row.modificationTimestamp.toISOString() })),
  };
}

export default function AgentListings({ loaderData }: Route.ComponentProps) {
  const t = useEditorText();
  const lang = useLang();
  const { items, status } = loaderData;
  const filters = [{ value: null, label: t.list.all }, ...listStatuses.map((value) => ({ value, label: t.statuses[value] }))];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.list.title}</h1>
          <p className="text-muted-foreground">{t.list.description}</p>
        </div>
        <Button asChild>
          <Link to={newListingPath[lang]}>
            <Plus aria-hidden />
            {t.list.newListing}
          </Link>
        </Button>
      </div>
      {loaderData.mlsSync ? <MlsSyncPanel status={loaderData.mlsSync} /> : null}
      {loaderData.floodZones ? <FloodZonePanel status={loaderData.floodZones} /> : null}
      <nav aria-label={t.list.filter} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {filters.map((filter) => (
          <Link
            key={filter.value ?? "all"}
            to={filter.value ? `${agentListingsPrefix[lang]}?status=${filter.value}` : agentListingsPrefix[lang]}
            aria-current={filter.value === status ? "page" : undefined}
            className={cn("inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold hover:bg-muted", filter.value === status && "border-primary bg-primary text-primary-foreground hover:bg-primary/90")}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {plural(lang, items.length, t.list.count)}
      </p>
      {items.length > 0 ? <OwnListingList items={items} /> : <p className="rounded-2xl border bg-card/80 p-6">{status ? t.list.empty : t.list.emptyAll}</p>}
    </div>
  );
}
