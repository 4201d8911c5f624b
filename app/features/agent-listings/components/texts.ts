import { useDictionary } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import type { ListingEditorText } from "~/i18n/listing-editor.en";

export function useEditorText(): ListingEditorText {
  return useDictionary(listingEditorTexts);
}
