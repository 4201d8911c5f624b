import type { Lang } from "~/lib/routes";
import { profileEditorEn, type ProfileEditorText } from "./profile-editor.en";
import { profileEditorEs } from "./profile-editor.es";

/** The profile editor's texts in both languages (ADR 0010). */
export const profileEditorTexts: Record<Lang, ProfileEditorText> = { en: profileEditorEn, es: profileEditorEs };
