import { accountFlashes } from "../flash";
import { agentFlashes } from "~/features/agent/flash";
import { undoFlashes } from "~/features/agent/undo-flash";
import { taskFlashes } from "~/features/agent/task-flash";
import { listingPhotoFlashes, listingStatusFlashes } from "~/features/agent-listings/flash";
import { reviewFlashes } from "~/features/agent-profile/flash";
import { favoriteFlashes } from "~/features/favorites/flash";
import { instantReplyFlashes } from "~/features/instant-reply/flash";
import { savedSearchFlashes } from "~/features/saved-searches/flash";
import { showingFlashes } from "~/features/showing-agent/flash";
import type { Lang } from "~/lib/routes";

/**
 * The one-time notices a redirect can carry to the next page, shown there as a
 * toast. Each feature owns its keys and their texts (features/<feature>/flash.ts);
 * this gathers them for the toaster.
 */
const flashes = { ...accountFlashes, ...favoriteFlashes, ...savedSearchFlashes, ...agentFlashes, ...listingPhotoFlashes, ...listingStatusFlashes, ...reviewFlashes, ...undoFlashes, ...instantReplyFlashes, ...taskFlashes, ...showingFlashes } as const;
export type FlashKey = keyof typeof flashes;
export const flashKeys = Object.keys(flashes) as FlashKey[];

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === "string" && Object.hasOwn(flashes, value);
}

export function flashText(lang: Lang, key: FlashKey): string {
  return flashes[key](lang);
}

/** The text of a flash a redirect carried, or undefined for a key no feature knows (the toaster shows nothing). */
export function flashTextOf(lang: Lang, flash: string): string | undefined {
  return isFlashKey(flash) ? flashText(lang, flash) : undefined;
}
