import { contentImageResponse } from "~/server/content-images.server";
import type { Route } from "./+types/content-image";

/** Resource route /images/scenes/:name/:variant: Open Graph and virtual staging images. */
export function loader({ params }: Route.LoaderArgs) {
  return contentImageResponse(params.name, params.variant);
}
