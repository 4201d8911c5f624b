import { type Lang } from "~/lib/routes";
import { agentListingsPrefix, newListingPath } from "~/lib/agent-routes";

/** The editor of one of the agent's listings, or of a new one. */
export const editorPath = (lang: Lang, listingKey?: string) => (listingKey ? `${agentListingsPrefix[lang]}/${listingKey}` : newListingPath[lang]);
