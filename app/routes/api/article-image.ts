import { articleImageResponse } from "~/features/articles/images.server";
import { getStorage } from "~/server/storage/index.server";
import type { Route } from "./+types/article-image";

/** Resource route /images/articles/:id/:variant: the photos the agent uploads for her articles, in the article's sizes. */
export function loader({ params }: Route.LoaderArgs) {
  return articleImageResponse(params.id, params.variant, getStorage());
}
