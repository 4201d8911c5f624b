import { mlsEn } from "~/i18n/mls.en";
import type { SyncReport } from "./sync.server";

const reasons: Readonly<Record<string, string>> = mlsEn.status.skipReasons;

const tally = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([reason, count]) => `${reasons[reason] ?? reason} ${count}`)
    .join(", ");
const sum = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((total, count) => total + count, 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What `npm run mls:sync` prints after a pass: the records read of those the
 * server counted, what changed, what was dropped and skipped by field or
 * reason, and, plainly, a pass that read fewer records than the server said
 * it had (ADR 0114).
 */
export function summaryLines(report: SyncReport): string[] {
  const { counts, retries } = report;
  const kind = report.full ? "Full import" : "Incremental pass";
  const of = counts.total === null ? `${counts.read} records` : `${counts.read} of ${counts.total} records`;
  const photos = `${plural(counts.photos, "photo", "photos")} (${counts.photosFailed} failed)`;
  const retried = retries.listings > 0 ? `; photos tried again for ${plural(retries.listings, "listing", "listings")}: ${retries.recovered} came, ${retries.failed} failed${retries.givenUp > 0 ? `, ${retries.givenUp} given up` : ""}` : "";
  const lines = [`${kind}${report.stopped ? " (stopped)" : ""}: ${of}; ${counts.new} new, ${counts.updated} updated, ${counts.removed} removed; ${photos}${retried}${report.reconciled ? "; keys reconciled" : ""}.`];
  const dropped = sum(counts.dropped);
  lines.push(dropped === 0 ? "No values dropped." : `${plural(dropped, "value", "values")} dropped (stored empty): ${tally(counts.dropped)}.`);
  const skipped = sum(counts.skipped);
  lines.push(skipped === 0 ? "No records skipped." : `${plural(skipped, "record", "records")} skipped: ${tally(counts.skipped)}.`);
  if (counts.translation) {
    const { translated, failed, pending, characters } = counts.translation;
    lines.push(`Remarks into Spanish: ${translated} translated, ${failed} failed, ${pending} pending (${characters} characters sent).`);
  }
  if (report.ok && !report.stopped && counts.total !== null && counts.read < counts.total) {
    lines.push(`The server counted ${counts.total} records but the pass read ${counts.read}: the feed may have changed during the pass, or the server pages wrongly.`);
  }
  return lines;
}
