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
