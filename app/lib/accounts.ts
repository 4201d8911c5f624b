import type { Theme } from "./cookies";
import type { Lang } from "./routes";

/** How often a saved search e-mails its new matches; also the account-wide default. */
export const alertFrequencies = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** Agents see the leads inbox; everyone else is a visitor with an account. */
export const userRoles = ["user", "agent"] as const;
export type UserRole = (typeof userRoles)[number];

/** The longest name a saved search may have. */
export const MAX_SEARCH_NAME = 80;

/** The auth service's error code for a change of second factors that needs one shown just before (ADR 0306): the browser offers to confirm. */
export const CODE_REQUIRED = "CURRENT_CODE_REQUIRED";

/** The signed-in user as every page knows them (app/server/auth/session.server.ts reads it). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: UserRole;
  readonly lang: Lang;
  readonly theme: Theme;
  readonly alertFrequency: AlertFrequency;
  /** A second factor is set up: an authenticator app or a passkey (ADR 0305). */
  readonly twoFactorEnabled: boolean;
}

/** A passkey as the account page lists it. */
export interface PasskeyEntry {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string | null;
}

/** An account's second factors as the site sees them (ADR 0305), read by app/server/auth/second-factors.server.ts. */
export interface SecondFactors {
  readonly enabled: boolean;
  readonly authenticator: boolean;
  /** An authenticator set up but not yet confirmed by its first code. */
  readonly authenticatorPending: boolean;
  readonly recoveryCodesLeft: number;
  readonly passkeys: readonly PasskeyEntry[];
}
