import { formatNumber } from "~/lib/format";
import type { Manifest } from "./manifest";

const number = (value: number) => formatNumber("en", value);

export function byteSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${formatNumber("en", bytes / 1024, 0)} KB` : `${formatNumber("en", bytes / 1024 / 1024, 1)} MB`;
}

const totalRows = (rows: Record<string, number>) => Object.values(rows).reduce((sum, count) => sum + count, 0);

/** What `npm run backup` prints about an archive before its location. */
export function backupSummary(manifest: Manifest, encrypted: boolean, deleted: number): string[] {
  const { database, objects, secrets } = manifest;
  return [
    `Database (${database.driver === "pglite" ? "embedded PGlite" : "PostgreSQL"} ${database.serverVersion}): ${number(Object.keys(database.rows).length)} tables, ${number(totalRows(database.rows))} rows, ${byteSize(database.bytes)}; migration ${manifest.app.migration?.tag ?? "none"}`,
    `Stored objects: ${number(objects.count)} (${byteSize(objects.bytes)})`,
    secrets.length > 0 ? `Secrets: ${secrets.map((secret) => secret.name).join(", ")}` : "Secrets: none in DATA_DIR (set in the environment, which you keep)",
    encrypted ? "Encrypted with BACKUP_KEY." : "Not encrypted: set BACKUP_KEY to encrypt archives.",
    ...(deleted > 0 ? [`Deleted by retention: ${number(deleted)} older archive(s).`] : []),
  ];
}

/** The tables people recognise, in this order; the rest are summed. */
const NAMED: ReadonlyArray<[string, string]> = [
  ["leads", "leads"],
  ["listings", "listings"],
  ["media", "photos"],
  ["articles", "articles"],
  ["agent_reviews", "reviews"],
  ["user", "accounts"],
  ["favorites", "favorites"],
];

/** What `npm run restore` prints once done: counts of what is there now, and how they compare with the archive's. */
export function restoreSummary(report: { manifest: Manifest; rows: Record<string, number>; objects: number; secrets: readonly string[]; migrations: readonly string[]; setAside?: string }): string[] {
  const { manifest, rows } = report;
  const named = NAMED.filter(([table]) => table in rows).map(([table, label]) => `${number(rows[table] ?? 0)} ${label}`);
  const differing = Object.entries(manifest.database.rows).filter(([table, count]) => rows[table] !== undefined && rows[table] !== count);
  return [
    `Restored the backup of ${manifest.createdAt}.`,
    `Database: ${named.join(", ")}; ${number(totalRows(rows))} rows in ${number(Object.keys(rows).length)} tables.`,
    `Stored objects: ${number(report.objects)}.`,
    report.secrets.length > 0 ? `Secrets: ${report.secrets.join(", ")}.` : "Secrets: none in the archive (the site's are set in its environment).",
    report.migrations.length > 0 ? `Migrations newer than the archive's, applied: ${report.migrations.join(", ")}.` : "No migration newer than the archive's.",
    ...differing.map(([table, count]) => `Note: ${table} has ${number(rows[table] ?? 0)} rows where the archive counted ${number(count)}${report.migrations.length > 0 ? " (a newer migration changed it)" : ""}.`),
    ...(report.setAside ? [`The database that was there is kept in ${report.setAside}.`] : []),
  ];
}
