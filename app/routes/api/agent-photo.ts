import { agentPhotoResponse } from "~/features/agent-profile/photo.server";
import { siteState } from "~/server/site-identity.server";
import { getStorage } from "~/server/storage/index.server";
import type { Route } from "./+types/agent-photo";

/** Resource route /images/agent/:version/:variant: the agent's photo (uploaded in her profile, or SITE_AGENT_PHOTO as a file) in the profile's sizes. */
export async function loader({ params }: Route.LoaderArgs) {
  return agentPhotoResponse((await siteState()).photo, params.version, params.variant, getStorage());
}
