import type { Lang } from "~/lib/routes";
import { securityEn, type SecurityText } from "./security.en";
import { securityEs } from "./security.es";

/** The account page's two-step sign-in texts in both languages, in that section's chunk. */
export const securityTexts: Record<Lang, SecurityText> = { en: securityEn, es: securityEs };
