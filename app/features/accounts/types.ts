import type { SessionUser } from "~/lib/accounts";

// What the accounts' server half hands every page: plain types, so client code reads them without a server module.

export interface AccountState {
  readonly session: { readonly user: SessionUser; readonly expiresAt: string } | null;
  /** Listing keys of the user's favorites, for the hearts on every card. */
  readonly favorites: string[];
  /** The one-time notice a redirect left for this page, shown once (the toaster toasts the known ones). */
  readonly flash: string | null;
}
