import { BackupStatus } from "~/features/agent/components/backup-status";
import { DashboardFigures, LeadsPerDay, useDashboardText } from "~/features/agent/components/dashboard-figures";
import { Forms, ListingInterest, Searches, Sources, Stages } from "~/features/agent/components/dashboard-sections";
import { agentDashboard } from "~/features/agent/dashboard.server";
import { dashboardTexts } from "~/i18n/dashboard";
import { valleyDay } from "~/lib/dates";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ url }: Route.LoaderArgs) {
  const now = new Date();
  return { title: dashboardTexts[langFromPath(url.pathname)].title, dashboard: await agentDashboard(getDb(), valleyDay(now), now) };
}

/** The top of her area (issue 55, item 7; ADR 0430): her week in figures, then the pipeline, where leads come from, her listings and what buyers search. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useDashboardText();
  const { dashboard } = loaderData;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted-foreground">{t.description}</p>
      </header>
      <DashboardFigures dashboard={dashboard} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <LeadsPerDay perDay={dashboard.perDay} />
        <Stages stages={dashboard.stages} />
        <Sources bySource={dashboard.bySource} />
        <Forms byForm={dashboard.byForm} />
        <ListingInterest listings={dashboard.listings} />
        <Searches searches={dashboard.searches} />
      </div>
      <section aria-label={t.backupTitle}>
        <BackupStatus backup={dashboard.backup} />
      </section>
    </div>
  );
}
