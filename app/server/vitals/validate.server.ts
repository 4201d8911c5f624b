import { z } from "zod";
import { navigationTypes, rateVital, vitalNames, vitalRatings, type VitalName } from "~/lib/vitals";

/** A report is about 150 bytes; anything near this is not one. */
export const MAX_REPORT_BYTES = 4096;

/** Larger values are not measurements but bugs or forgeries: a page open ten minutes, a shift score no layout reaches. */
const maxValue: Record<VitalName, number> = {
  FCP: 600_000,
  LCP: 600_000,
  TTFB: 600_000,
  INP: 60_000,
  CLS: 50,
};

/** web-vitals' metric ids: `v{major}-{Date.now()}-{13 random digits}`. */
const metricId = /^v\d{1,2}-\d{13}-\d{13}$/;

/** Exactly the six fields web-vitals' Metric gives; anything else is refused rather than ignored. */
export const vitalReportSchema = z
  .strictObject({
    name: z.enum(vitalNames),
    value: z.number().finite().min(0),
    rating: z.enum(vitalRatings),
    delta: z.number().finite(),
    id: z.string().regex(metricId),
    navigationType: z.enum(navigationTypes),
  })
  .superRefine((report, ctx) => {
    const max = maxValue[report.name];
    if (report.value > max) ctx.addIssue({ code: "custom", path: ["value"], message: `${report.name} is at most ${max}` });
    // delta = value − the value reported before, which is never negative.
    if (report.delta > report.value || report.delta < -max) {
      ctx.addIssue({ code: "custom", path: ["delta"], message: "delta does not fit value" });
    }
    if (report.value <= max && report.rating !== rateVital(report.name, report.value)) {
      ctx.addIssue({ code: "custom", path: ["rating"], message: `rating does not match a ${report.name} of ${report.value}` });
    }
  });

export type VitalReport = z.infer<typeof vitalReportSchema>;

export type ParsedReport = { ok: true; report: VitalReport } | { ok: false; error: "json" | "invalid"; fields: string[] };

export function parseVitalReport(text: string): ParsedReport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "json", fields: [] };
  }
  const parsed = vitalReportSchema.safeParse(json);
  if (parsed.success) return { ok: true, report: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "body"))];
  return { ok: false, error: "invalid", fields };
}
