import type { ListingEditorText } from "~/i18n/listing-editor.en";
import type { ListField, ListingFormErrors, ListingFormField } from "../listing-form";

export type FieldName = Exclude<ListingFormField, ListField>;
export type FieldPropsOf = (name: FieldName, props?: { required?: boolean; hint?: string; className?: string }) => {
  id: string;
  label: string;
  error: string | undefined;
  required: boolean | undefined;
  requiredText: string;
  hint: string | undefined;
  className: string | undefined;
};

/** A field's label, hint and the server's error for it, in the editor's language. */
export function fieldPropsOf(t: ListingEditorText, errors: ListingFormErrors): FieldPropsOf {
  return (name, props = {}) => {
    const code = errors[name];
    return {
      id: `listing-${name}`,
      label: t.editor.fields[name],
      error: code ? (t.editor.errors[code] ?? t.editor.errors.required) : undefined,
      required: props.required,
      requiredText: t.editor.required,
      hint: props.hint,
      className: props.className,
    };
  };
}
