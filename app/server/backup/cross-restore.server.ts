import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { connect, pgliteDir, pgliteExtensions } from "../db/connect.server";
import { ownConnection } from "./database.server";

type Client = ReturnType<typeof ownConnection>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables in an order where each comes after those its foreign keys name (a table naming itself aside). */
async function tablesInOrder(client: Client): Promise<string[]> {
  const tables = (await client<Array<{ name: string }>>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`).map((row) => row.name);
  const edges = await client<Array<{ child: string; parent: string }>>`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`;
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && edges.every((edge) => edge.child !== table || placed.has(edge.parent)));
    if (ready.length === 0) throw new Error("The tables' foreign keys go round in a circle: no order to copy them in.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * The embedded database of an archive into an empty PostgreSQL one (docs/DEPLOY.md's move from one VPS to
 * a fleet; ADR 0019): both at this code's migration, each table copied with COPY in the order of its
 * foreign keys, in one transaction, the tables' own triggers off meanwhile (the search counts are copied,
 * not counted again), generated columns left to PostgreSQL, and each sequence set past its column's values.
 */
export async function pgliteIntoPostgres(folder: string, databaseUrl: string, migrationsFolder: string): Promise<void> {
  for (const options of [{ dataDir: folder }, { databaseUrl }]) {
    const handle = await connect({ ...options, migrationsFolder });
    await handle.exclusive(async () => undefined).finally(() => handle.close());
  }
  const source = await PGlite.create(pgliteDir(folder), { extensions: pgliteExtensions });
  const client = ownConnection(databaseUrl, "rgv-homes-restore");
  try {
    const tables = await tablesInOrder(client);
    await client.begin(async (tx) => {
      await tx.unsafe(`TRUNCATE ${tables.map(quoted).join(", ")} RESTART IDENTITY CASCADE`);
      for (const table of tables) await tx.unsafe(`ALTER TABLE public.${quoted(table)} DISABLE TRIGGER USER`);
      for (const table of tables) {
        const columns = (
          await tx<Array<{ name: string }>>`
            SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`
        ).map((row) => quoted(row.name));
        const list = `public.${quoted(table)} (${columns.join(", ")})`;
        // COPY writes identity columns' values as given, which is what a copy wants.
        const { blob } = await source.query(`COPY ${list} TO '/dev/blob'`);
        if (!blob || blob.size === 0) continue;
        const writable = await tx.unsafe(`COPY ${list} FROM STDIN`).writable();
        await pipeline(Readable.fromWeb(blob.stream() as import("node:stream/web").ReadableStream<Uint8Array>), writable);
      }
      for (const table of tables) await tx.unsafe(`ALTER TABLE public.${quoted(table)} ENABLE TRIGGER USER`);
      const sequences = await tx<Array<{ table: string; column: string; sequence: string }>>`
        SELECT c.table_name AS table, c.column_name AS column, pg_get_serial_sequence('public.' || quote_ident(c.table_name), c.column_name) AS sequence
        FROM information_schema.columns c WHERE c.table_schema = 'public' AND pg_get_serial_sequence('public.' || quote_ident(c.table_name), c.column_name) IS NOT NULL`;
      for (const { table, column, sequence } of sequences) {
        await tx.unsafe(`SELECT setval('${sequence.replaceAll("'", "''")}', coalesce((SELECT max(${quoted(column)}) FROM public.${quoted(table)}), 0) + 1, false)`);
      }
    });
  } finally {
    await client.end({ timeout: 5 });
    await source.close();
  }
}

/** A folder for the archive's embedded database on its way into PostgreSQL; removed by `done`. */
export async function crossFolder(): Promise<{ folder: string; done(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "rgv-restore-pglite-"));
  return { folder, done: () => rm(folder, { recursive: true, force: true }) };
}
