import { vitals } from "../../db/schema";
import type { Database } from "../db/connect.server";
import type { DeviceClass } from "~/lib/vitals";
import type { VitalPage } from "./page.server";
import type { VitalReport } from "./validate.server";

export async function recordVital(
  db: Database,
  report: VitalReport,
  page: VitalPage,
  device: DeviceClass,
  now = new Date(),
): Promise<void> {
  await db.insert(vitals).values({
    name: report.name,
    value: report.value,
    rating: report.rating,
    delta: report.delta,
    metricId: report.id,
    navigationType: report.navigationType,
    path: page.path,
    template: page.template,
    lang: page.lang,
    device,
    createdAt: now,
  });
}
