import { data } from "react-router";
import { fmt } from "~/i18n";
import { vitalsTexts } from "~/i18n/vitals";
import { CLIENT_IP_HEADER } from "~/server/auth/auth.server";
import { getDb } from "~/server/db.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { deviceClass, reportedPage } from "~/server/vitals/page.server";
import { recordVital } from "~/server/vitals/store.server";
import { MAX_REPORT_BYTES, parseVitalReport } from "~/server/vitals/validate.server";
import { readText } from "~/server/http/body.server";
import type { Route } from "./+types/vitals";

/** A page view sends five to eight reports; this leaves room for a busy office behind one address. */
const RATE_LIMIT = { limit: 120, windowMs: 60_000 };

function refuse(status: number, error: string, message: string, headers?: HeadersInit) {
  return data({ error, message }, { status, headers });
}

/** POST /api/analytics/vitals: one web-vitals report, stored with its page, language and device. 204 when stored. */
export async function action({ request, url }: Route.ActionArgs) {
  const page = reportedPage(url, request.headers.get("Referer"));
  const text = vitalsTexts[page?.lang ?? "en"].api;
  if (request.method !== "POST") return refuse(405, "method", text.method, { Allow: "POST" });

  const read = await readText(request, MAX_REPORT_BYTES);
  if (!read.ok) {
    return read.status === 413 ? refuse(413, "too_large", fmt(text.tooLarge, { limit: MAX_REPORT_BYTES })) : refuse(400, "invalid_json", text.json);
  }

  const db = getDb();
  const client = request.headers.get(CLIENT_IP_HEADER) || "unknown";
  const limited = await hitRateLimit(db, `vitals:${client}`, RATE_LIMIT);
  if (!limited.allowed) {
    return refuse(429, "rate_limited", fmt(text.rateLimited, { seconds: limited.retryAfter }), { "Retry-After": String(limited.retryAfter) });
  }

  const parsed = parseVitalReport(read.text);
  if (!parsed.ok) {
    return parsed.error === "json"
      ? refuse(400, "invalid_json", text.json)
      : refuse(400, "invalid_report", fmt(text.invalid, { fields: parsed.fields.join(", ") }));
  }
  if (!page) return refuse(400, "unknown_page", text.page);

  await recordVital(db, parsed.report, page, deviceClass(request.headers));
  return new Response(null, { status: 204 });
}

export function loader() {
  return refuse(405, "method", vitalsTexts.en.api.method, { Allow: "POST" });
}
