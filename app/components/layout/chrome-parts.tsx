import type { ComponentType } from "react";
import type { Lang, PageId } from "~/lib/routes";

/**
 * The features' parts the chrome shows: the account control and the sign-in
 * dialog (accounts), the flash notices' texts, and the home hero's quick search
 * with the heroes' search links (search). app/components imports no feature
 * (issue 39, eslint.config.js): root.tsx hands these over once, when it loads,
 * before anything renders. A module-level slot rather than a React context,
 * because they never change while the page lives and every page's shell
 * carries this code.
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

let parts: ChromeParts;

export function provideChromeParts(given: ChromeParts): void {
  parts = given;
}

export function chromeParts(): ChromeParts {
  return parts;
}
