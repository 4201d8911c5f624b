import type { Lang } from "~/lib/routes";
import { listingEditorEn, type ListingEditorText } from "./listing-editor.en";
import { listingEditorEs } from "./listing-editor.es";

/** The agent's listings and editor in both languages: the one record its routes and components share (ADR 0010). */
export const listingEditorTexts: Record<Lang, ListingEditorText> = { en: listingEditorEn, es: listingEditorEs };
