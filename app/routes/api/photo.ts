import { handlePhotoRequest } from "~/server/photos/handler.server";
import type { Route } from "./+types/photo";

/** Resource route /photos/:photoId/:variant: listing photos at a given width and format. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handlePhotoRequest(request, params);
}
