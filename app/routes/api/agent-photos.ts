import { data } from "react-router";
import { z } from "zod";
import { agentContext, requireAgent } from "~/features/agent/agents.server";
import type { ListingPhotoFlash } from "~/features/agent-listings/flash";
import { ownListing } from "~/features/agent-listings/listings.server";
import { photoErrorValues, photoLimits, type PhotoErrorCode } from "~/features/listings/photos";
import { PHOTOS_FIELD, type EditorPhoto, type PhotoRefusal, type PhotoUploadAnswer } from "~/features/agent-listings/photos";
import { addPhoto, captionPhoto, deletePhoto, makeCover, movePhoto, reorderPhotos } from "~/features/agent-listings/photos.server";
import { fmt } from "~/i18n";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { redirectWithFlash } from "~/server/http/flash.server";
import { readUpload, type Upload } from "~/server/http/upload.server";
import { scriptedForm, type ScriptedForm } from "~/server/http/scripted-form.server";
import { getDb } from "~/server/db.server";
import { errorFacts, logError, requestIdOf } from "~/server/log.server";
import { getStorage } from "~/server/storage/index.server";
import { undoCookie } from "~/server/undo.server";
import { readFile } from "node:fs/promises";
import type { Route } from "./+types/agent-photos";

/** Only a signed-in agent reaches the action; anyone else gets the site's 404, as for the agent area. */
export const middleware: Route.MiddlewareFunction[] = [requireAgent];

const mediaKey = z.string().trim().min(1).max(160);
const caption = z.string().max(photoLimits.caption).default("");
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), mediaKey, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("order"), order: z.string().max(200 * photoLimits.perListing).transform((value) => value.split(",").filter(Boolean)) }),
  z.object({ intent: z.literal("caption"), mediaKey, captionEn: caption, captionEs: caption }),
  z.object({ intent: z.literal("delete"), mediaKey }),
  z.object({ intent: z.literal("cover"), mediaKey }),
]);
/** The place the editor gave a file when she picked it (ADR 0420); a form without script sends none. */
const slotSchema = z.coerce.number().int().min(0).max(100_000).optional().catch(undefined);

const noStore = { "Cache-Control": "private, no-store" };

export function loader() {
  throw data(null, { status: 404 });
}

interface Sent extends ScriptedForm {
  readonly requestId: string;
}

/** Where the answer goes back to (the editor unless a same-site path says otherwise), and whether a script reads it. */
function sentFrom(request: Request, form: FormData, listingKey: string): Sent {
  return { requestId: requestIdOf(request), ...scriptedForm(form, `${agentListingsPrefix.en}/${listingKey}`) };
}

/** A refusal in the asker's terms: JSON with its code for the manager's script, a translated line for a form. */
function refuse(sent: Pick<Sent, "lang" | "scripted">, code: PhotoErrorCode, status: number) {
  const message = fmt(listingPhotosTexts[sent.lang].errors[code], photoErrorValues);
  if (sent.scripted) return data<PhotoRefusal>({ error: code, message }, { status, headers: noStore });
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore } });
}

/** Files go to disk as they arrive (issue 40) and are read back one at a time: a form of 200 MB never sits in memory. */
const uploadLimits = { maxBytes: photoLimits.requestBytes, fileFields: [PHOTOS_FIELD], files: photoLimits.perListing, fileBytes: photoLimits.fileBytes } as const;

/**
 * The listing editor's photos: uploads (one file per request from the
 * manager's script, several from a form without it), and the moves, order,
 * captions and deletions of its photo list. Each change is the agent's own
 * listing's, or a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  const agent = context.get(agentContext);
  if (!agent || !(await ownListing(db, params.key))) throw data(null, { status: 404 });
  const actor = { id: agent.id, name: agent.name };
  const fallback = sentFrom(request, new FormData(), params.key);

  // Only a multipart form carries photos; any other body is a small form or refused (415).
  const read = await readUpload(request, uploadLimits);
  // The body could not be read, so whether a script sent it is unknown: the manager reads the status either way.
  if (!read.ok) return refuse({ ...fallback, scripted: /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "") }, read.status === 413 ? "tooLarge" : "invalid", read.status);
  try {
    return await answer(read, request, params.key, actor);
  } finally {
    await read.dispose();
  }
}

async function answer(read: Upload, request: Request, listingKey: string, actor: { id: string; name: string }) {
  const db = getDb();
  const form = read.fields;
  const sent = sentFrom(request, form, listingKey);
  if (read.overflow) return refuse(sent, "tooLarge", 413);
  try {
    if (form.get("intent") === null || form.get("intent") === "upload") return await upload(read, listingKey, actor, sent);
    const parsed = schema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refuse(sent, "invalid", 400);
    const input = parsed.data;
    let done: boolean;
    let flash: ListingPhotoFlash | null;
    let cookies: string[] = [];
    if (input.intent === "move") {
      done = await movePhoto(db, listingKey, input.mediaKey, input.direction, actor);
      flash = "photo-moved";
    } else if (input.intent === "order") {
      done = await reorderPhotos(db, listingKey, input.order, actor);
      flash = "photo-moved";
    } else if (input.intent === "cover") {
      done = await makeCover(db, listingKey, input.mediaKey, actor);
      flash = "photo-cover";
    } else if (input.intent === "caption") {
      done = await captionPhoto(db, listingKey, input.mediaKey, { en: input.captionEn, es: input.captionEs }, actor);
      flash = "photo-captioned";
    } else {
      const pending = await deletePhoto(db, listingKey, input.mediaKey, actor);
      done = pending !== null;
      // The page that comes next offers the Undo instead of a plain notice (ADR 0420).
      flash = null;
      if (pending !== null) cookies = [undoCookie(pending)];
    }
    // A photo another tab already deleted, or an order from a stale page: the page comes back as it now is.
    if (!done) return refuse(sent, "invalid", 409);
    if (sent.scripted) {
      const headers = new Headers(noStore);
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return data({ ok: true }, { headers });
    }
    return redirectWithFlash(sent.returnTo, flash, cookies);
  } catch (error) {
    logError({ msg: "listing photo change failed", ...errorFacts(error), request: requestIdOf(request) });
    return refuse(sent, "failed", 503);
  }
}

/** Each file on its own: one refused or failing doesn't stop the others. */
async function upload(read: Upload, listingKey: string, actor: { id: string; name: string }, sent: Sent) {
  const files = read.files.filter((file) => file.size > 0);
  const slot = slotSchema.parse(read.fields.get("slot") || undefined);
  if (files.length === 0) return refuse(sent, "empty", 422);
  const photos: EditorPhoto[] = [];
  // Past a listing's limit in one form: read past, not kept, and said so (no listing holds them).
  const errors: PhotoUploadAnswer["errors"][number][] = read.extraFiles > 0 ? [{ name: "", code: "tooMany" }] : [];
  for (const [index, file] of files.entries()) {
    const name = file.name.slice(0, 200);
    // Cut at the limit as it arrived: refused without reading it back.
    if (file.truncated) {
      errors.push({ name, code: "tooBig" });
      continue;
    }
    try {
      const added = await addPhoto(getDb(), getStorage(), listingKey, new Uint8Array(await readFile(file.path)), actor, new Date(), slot === undefined ? undefined : slot + index);
      // Null only if the listing stopped being the agent's own since the gate: nothing was stored.
      if (added?.ok) photos.push(added.photo);
      else errors.push({ name, code: added?.code ?? "invalid" });
    } catch (error) {
      logError({ msg: "listing photo upload failed", ...errorFacts(error), request: sent.requestId });
      errors.push({ name, code: "failed" });
    }
  }
  if (sent.scripted) return data<PhotoUploadAnswer>({ photos, errors }, { status: photos.length === 0 ? 422 : 200, headers: noStore });
  return redirectWithFlash(sent.returnTo, errors.length === 0 ? "photos-uploaded" : "photos-upload-failed");
}
