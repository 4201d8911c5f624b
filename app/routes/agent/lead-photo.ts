import { data } from "react-router";
import { getDb } from "~/server/db.server";
import { leadPhotoKeys } from "~/features/agent/inbox.server";
import { photoContentType } from "~/features/leads/photos.server";
import { getStorage } from "~/server/storage/index.server";
import type { Route } from "./+types/lead-photo";

/** A staging request's photo, for the agent only (the area's gate runs first); never cached by anyone else. */
export async function loader({ params }: Route.LoaderArgs) {
  const photos = await leadPhotoKeys(getDb(), params.id);
  const key = photos?.[Number(params.index) - 1];
  const type = key ? photoContentType(key) : undefined;
  const bytes = key && type ? await getStorage().get(key) : null;
  if (!key || !type || !bytes) throw data(null, { status: 404 });
  return new Response(bytes, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `inline; filename="${key.split("/").slice(-1)[0]}"`,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
