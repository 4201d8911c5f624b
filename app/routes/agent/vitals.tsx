import { VitalsDashboard } from "~/features/agent/components/vitals-dashboard";
import { vitalsTexts } from "~/i18n/vitals";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { vitalsReport } from "~/features/agent/vitals-report.server";
import type { ReportWindow } from "~/lib/vitals";
import type { Route } from "./+types/vitals";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ url }: Route.LoaderArgs) {
  const period: ReportWindow = url.searchParams.get("days") === "28" ? 28 : 7;
  return {
    title: vitalsTexts[langFromPath(url.pathname)].title,
    period,
    rows: await vitalsReport(getDb()),
  };
}

/** Site speed as visitors measured it: p75 and rating split per metric and page type (agents only, by the area's middleware). */
export default function SiteSpeed({ loaderData }: Route.ComponentProps) {
  return <VitalsDashboard rows={loaderData.rows} period={loaderData.period} />;
}
