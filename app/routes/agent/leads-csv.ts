import { valleyDay } from "~/lib/dates";
import { agentTexts } from "~/features/agent/components/texts";
import { leadsTexts } from "~/i18n/leads";
import { pipelineTexts } from "~/i18n/pipeline";
import { describeDetails } from "~/features/leads/lead-details";
import { shownPhone } from "~/lib/phone";
import { langFromPath } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { toCsv } from "~/features/agent/csv.server";
import { exportLeads, parseInboxFilters } from "~/features/agent/inbox.server";
import { leadPlaces, propertyKeyOf } from "~/features/agent/lead-places";
import { mediumLabel, sourceLabel } from "~/features/agent/lead-origin";
import { listingAddresses } from "~/features/listings/address.server";
import { ui } from "~/i18n";
import { leadSourceTexts } from "~/i18n/lead-source";
import { nextTaskDays } from "~/features/agent/tasks.server";
import type { Route } from "./+types/leads-csv";

/** The leads the inbox's filters match, as a spreadsheet; the agent area's gate (the layout's middleware) runs first. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const t = agentTexts[lang];
  const forms = leadsTexts[lang];
  const db = getDb();
  const rows = await exportLeads(db, parseInboxFilters(url.searchParams));
  // The leads' listings and the property pages they came from, named by address as the lead's page names them.
  const [listings, nextTasks] = await Promise.all([
    listingAddresses(db, rows.flatMap((row) => [row.listingKey, propertyKeyOf(row.sourcePath)].filter((key) => key != null))),
    nextTaskDays(db, rows.map((row) => row.id)),
  ]);
  const texts = { agent: t, ui: ui[lang] };
  const c = t.csv;
  const s = leadSourceTexts[lang];
  const o = s.csv;
  const p = pipelineTexts[lang].csv;
  const csv = toCsv(
    [c.received, c.type, c.status, p.lostReason, p.lostNote, c.name, c.email, c.phone, c.lang, c.listing, c.listingKey, c.source, o.source, o.medium, o.campaign, o.landing, o.form, c.details, c.message, c.photos, c.notes, c.nextTask],
    rows.map((row) => {
      const places = leadPlaces(lang, row, listings, texts);
      return [
        row.createdAt.toISOString(),
        t.types[row.type],
        t.statuses[row.status],
        row.lostReason ? pipelineTexts[lang].reasons[row.lostReason] : "",
        row.lostNote,
        row.name,
        row.email,
        row.phone ? shownPhone(row.phone).text : row.phone,
        row.lang,
        places.listing?.text ?? "",
        // The key stays beside the address: it is what the MLS and the agent's other tools search by.
        row.listingKey,
        places.source.text,
        // The first visit's channel and medium by name, its campaign, landing path and the form's name: for a spreadsheet to count by.
        row.attribution ? sourceLabel(row.attribution.first.source, s) : "",
        row.attribution?.first.medium ? mediumLabel(row.attribution.first.medium, s) : "",
        row.attribution?.first.campaign ?? "",
        row.attribution?.first.landing ?? "",
        row.attribution?.form ?? "",
        describeDetails(row.type, row.details, forms, lang)
          .map(({ label, value }) => `${label}: ${value}`)
          .join("; "),
        row.message,
        row.photos.length,
        row.notes.join("\n"),
        // The earliest open task's day, as a date a spreadsheet reads (YYYY-MM-DD), Valley time like the inbox's.
        nextTasks.get(row.id) ?? "",
      ];
    }),
  );
  // Named by the Valley's day: at 7 PM her time UTC is already tomorrow.
  const day = valleyDay(new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
