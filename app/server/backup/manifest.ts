import { z } from "zod";

const digest = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) });
/** Parts summed up: how many, their bytes, and the SHA-256 of their list (each name and its own SHA-256, a line each, in archive order). */
const listing = digest.extend({ count: z.number().int().min(0) });

/** The last migration a database has applied: drizzle's journal tag and its time stamp, which orders them. */
export const migrationSchema = z.object({ tag: z.string().max(200), when: z.number().int() });
export type Migration = z.infer<typeof migrationSchema>;

/**
 * What an archive holds, written after its parts (ADR 0019): enough to check every part before a
 * restore writes anything, and to say what it restored.
 */
export const manifestSchema = z.object({
  format: z.literal(1),
  /** When the database's snapshot was taken. */
  createdAt: z.iso.datetime(),
  app: z.object({
    /** The git commit the site ran, when it runs from a checkout. */
    commit: z.string().max(64).nullable(),
    migration: migrationSchema.nullable(),
  }),
  /** The database's files (PGlite's folder, or pg_dump's one archive), listed as the objects are. */
  database: listing.extend({
    driver: z.enum(["pglite", "postgres"]),
    serverVersion: z.string().max(200),
    /** Rows per table of the public schema, counted in the snapshot the dump is of. */
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  objects: listing,
  /** The generated secrets found in DATA_DIR (the auth secret, the VAPID pair), by file name. */
  secrets: z.array(digest.extend({ name: z.string().max(100) })),
});
export type Manifest = z.infer<typeof manifestSchema>;
