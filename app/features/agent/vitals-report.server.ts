import { sql } from "drizzle-orm";
import { vitalNames, type VitalName, type VitalTemplate } from "~/lib/vitals";
import type { VitalStats, VitalsRow } from "./types";
import { queryRows, type Database } from "~/server/db/connect.server";

interface RawRow {
  name: VitalName;
  template: VitalTemplate | null;
  count7: number | string;
  p75_7: number | string | null;
  good7: number | string;
  ni7: number | string;
  poor7: number | string;
  count28: number | string;
  p75_28: number | string | null;
  good28: number | string;
  ni28: number | string;
  poor28: number | string;
}

const DAY = 86_400_000;

function stats(count: number | string, p75: number | string | null, good: number | string, ni: number | string, poor: number | string): VitalStats {
  return {
    count: Number(count),
    p75: p75 === null ? null : Number(p75),
    good: Number(good),
    needsImprovement: Number(ni),
    poor: Number(poor),
  };
}

/**
 * p75 and the good / needs-improvement / poor split per metric, for all pages
 * and per page template, over the last 7 and the last 28 days. web-vitals
 * reports CLS, INP and LCP again when they grow, under the same metric id:
 * only the last report of each id counts, as it holds the final value.
 */
export async function vitalsReport(db: Database, now = new Date()): Promise<VitalsRow[]> {
  const since28 = new Date(now.getTime() - 28 * DAY).toISOString();
  const since7 = new Date(now.getTime() - 7 * DAY).toISOString();
  const recent = sql`created_at >= ${since7}`;
  const rows = await queryRows<RawRow>(
    db,
    sql`WITH latest AS (
          SELECT DISTINCT ON (metric_id, name) name, template, value, rating, created_at
          FROM vitals
          WHERE created_at >= ${since28} AND created_at <= ${now.toISOString()}
          ORDER BY metric_id, name, id DESC
        )
        SELECT name, template,
          count(*) FILTER (WHERE ${recent}) AS count7,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE ${recent}) AS p75_7,
          count(*) FILTER (WHERE ${recent} AND rating = 'good') AS good7,
          count(*) FILTER (WHERE ${recent} AND rating = 'needs-improvement') AS ni7,
          count(*) FILTER (WHERE ${recent} AND rating = 'poor') AS poor7,
          count(*) AS count28,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75_28,
          count(*) FILTER (WHERE rating = 'good') AS good28,
          count(*) FILTER (WHERE rating = 'needs-improvement') AS ni28,
          count(*) FILTER (WHERE rating = 'poor') AS poor28
        FROM latest
        GROUP BY GROUPING SETS ((name), (name, template))`,
  );
  const order = (row: RawRow) => vitalNames.indexOf(row.name);
  return rows
    .sort((a, b) => order(a) - order(b) || (a.template === null ? -1 : b.template === null ? 1 : a.template.localeCompare(b.template)))
    .map((row) => ({
      name: row.name,
      ...(row.template === null ? {} : { template: row.template }),
      windows: {
        7: stats(row.count7, row.p75_7, row.good7, row.ni7, row.poor7),
        28: stats(row.count28, row.p75_28, row.good28, row.ni28, row.poor28),
      },
    }));
}
