import type { Lang } from "~/lib/routes";
import { rentalTermsEn, type RentalTermsText } from "./rental-terms.en";
import { rentalTermsEs } from "./rental-terms.es";

/** A lease's terms in both languages (ADR 0010, 0123). */
export const rentalTermsTexts: Record<Lang, RentalTermsText> = { en: rentalTermsEn, es: rentalTermsEs };
