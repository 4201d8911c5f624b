import { createContext, useContext, type ComponentType } from "react";
import type { Lang, PageId } from "~/lib/routes";

/**
 * The features' parts the chrome shows: the account control and the sign-in
 * dialog (accounts), the flash notices' texts, and the home hero's quick search
 * with the heroes' search links (search). app/components imports no feature
 * (issue 39, eslint.config.js): root.tsx passes these to SiteChrome, which
 * hands them down through this context to the header, menu, hero and toaster.
 */
export interface ChromeParts {
  readonly AccountControl: ComponentType<{ className?: string; compact?: boolean }>;
  readonly AuthChrome: ComponentType;
  /** The text of the root loader's one-time flash, or undefined for an unknown key; loaded after hydration, off the critical path. */
  readonly loadFlashText: () => Promise<(lang: Lang, flash: string) => string | undefined>;
  /** Only the home page's hero has it: loaded there (an island), not with every page's chrome. */
  readonly QuickSearch: ComponentType<{ narrow?: boolean }>;
  readonly heroSearchHref: (lang: Lang, id: PageId) => string;
}

const Parts = createContext<ChromeParts | null>(null);

export const ChromePartsProvider = Parts;

export function useChromeParts(): ChromeParts {
  const parts = useContext(Parts);
  if (!parts) throw new Error("useChromeParts outside SiteChrome: root.tsx passes the chrome its parts");
  return parts;
}
