import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { agentProfile, agentProfileHistory } from "~/db/schema";
import { normalizePhotoFile } from "~/features/listings/photos.server";
import type { PhotoErrorCode } from "~/features/listings/photos";
import type { AgentProfile } from "~/lib/agent-profile";
import type { Lang } from "~/lib/routes";
import type { Database } from "~/server/db/connect.server";
import { RENDER_VERSION } from "~/server/photos/render.server";
import { profileOf, siteState } from "~/server/site-identity.server";
import type { Storage } from "~/server/storage/storage.server";

/** What a save does with the headshot: keep it, take the uploaded file (a temporary path), or remove it. */
export type PhotoChange = { readonly kind: "keep" } | { readonly kind: "upload"; readonly file: string } | { readonly kind: "remove" };

/** Each field whose value the save changes, before and after; the same value typed again is no change. */
export function profileChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { before: unknown; after: unknown }> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      .map((key) => [key, { before: before[key] ?? null, after: after[key] ?? null }]),
  );
}

/** The uploaded headshot cleaned (upright, JPEG, no EXIF or GPS) and stored under its hash; or why it can't be. */
async function storeHeadshot(storage: Storage, file: string): Promise<{ ok: true; key: string; version: string } | { ok: false; code: PhotoErrorCode }> {
  const folder = await mkdtemp(path.join(tmpdir(), "headshot-"));
  try {
    const target = path.join(folder, "photo.jpg");
    const cleaned = await normalizePhotoFile(file, target);
    if (!cleaned.ok) return cleaned;
    const bytes = await readFile(target);
    const version = createHash("sha256").update(`${RENDER_VERSION}:`).update(bytes).digest("hex").slice(0, 16);
    const key = `agent/headshot-${version}.jpg`;
    await storage.put(key, new Uint8Array(bytes), "image/jpeg");
    return { ok: true, key, version };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Saves the profile and what became of the photo, and records the changed
 * fields with the agent's id; the version moves, so every instance and every
 * kept page shows the new profile on its next request. A photo that can't be
 * read saves nothing and says why.
 */
export async function saveProfile(
  db: Database,
  storage: Storage,
  { profile, mailLang, photo, authorId }: { profile: AgentProfile; mailLang: Lang; photo: PhotoChange; authorId: string | null },
): Promise<{ ok: true } | { ok: false; code: PhotoErrorCode }> {
  const state = await siteState(db);
  const [row] = await db.select().from(agentProfile).where(eq(agentProfile.id, 1));
  const stored = photo.kind === "upload" ? await storeHeadshot(storage, photo.file) : null;
  if (stored && !stored.ok) return stored;
  const photoKey = stored ? stored.key : photo.kind === "remove" ? null : (row?.photoKey ?? null);
  const photoVersion = stored ? stored.version : photo.kind === "remove" ? null : (row?.photoVersion ?? null);
  const changes = profileChanges(profileOf(state.site), { ...profile, whatsapp: profile.whatsapp ?? "", facebook: profile.facebook ?? "", instagram: profile.instagram ?? "", linkedin: profile.linkedin ?? "" });
  if ((row?.photoVersion ?? null) !== photoVersion) changes.photo = { before: row?.photoVersion ?? null, after: photoVersion };
  if (state.mailLang !== mailLang) changes.mailLang = { before: state.mailLang, after: mailLang };
  const data = { ...profile } as Record<string, unknown>;
  await db.transaction(async (tx) => {
    await tx
      .insert(agentProfile)
      .values({ id: 1, data, photoKey, photoVersion, mailLang, version: Math.max(1, state.version + 1) })
      .onConflictDoUpdate({ target: agentProfile.id, set: { data, photoKey, photoVersion, mailLang, version: sql`${agentProfile.version} + 1`, updatedAt: new Date() } });
    if (Object.keys(changes).length > 0) await tx.insert(agentProfileHistory).values({ authorId, changes });
  });
  return { ok: true };
}

/** The latest saves, newest first, with the names of the fields each changed. */
export async function profileHistory(db: Database, limit = 20): Promise<Array<{ id: number; at: Date; fields: string[] }>> {
  const rows = await db.select().from(agentProfileHistory).orderBy(desc(agentProfileHistory.createdAt), desc(agentProfileHistory.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, at: row.createdAt, fields: Object.keys(row.changes) }));
}
