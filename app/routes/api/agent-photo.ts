import { agentPhotoResponse } from "~/features/agent-profile/photo.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/agent-photo";

/** Resource route /images/agent/:version/:variant: the agent's photo (SITE_AGENT_PHOTO as a file) in the profile's sizes. */
export function loader({ params }: Route.LoaderArgs) {
  return agentPhotoResponse(getEnv().agentPhoto, params.version, params.variant);
}
