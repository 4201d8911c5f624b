import { CheckboxField, FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { fmt, useDictionary } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { langs } from "~/lib/routes";
import { reviewLimits, type ReviewErrorCode, type ReviewErrors, type ReviewValues } from "../review-form";

export function useReviewText() {
  return useDictionary(agentProfileTexts).admin;
}

/** The review's fields, with what was typed and the server's verdict on each. */
export function ReviewFields({ values, errors, today }: { values: ReviewValues; errors: ReviewErrors; today: string }) {
  const t = useReviewText();
  const error = (field: keyof ReviewErrors, max?: number) => {
    const code: ReviewErrorCode | undefined = errors[field];
    return code ? fmt(t.errors[code], { max: max ?? 0 }) : undefined;
  };
  const required = { required: true, requiredText: t.required } as const;
  return (
    <FieldGrid>
      <TextField id="review-name" label={t.fields.name} hint={t.fields.nameHint} error={error("name", reviewLimits.name)} {...required} name="name" defaultValue={values.name ?? ""} maxLength={reviewLimits.name} autoComplete="off" />
      <TextField id="review-city" label={t.fields.city} error={error("city", reviewLimits.city)} {...required} name="city" defaultValue={values.city ?? ""} maxLength={reviewLimits.city} autoComplete="off" />
      <TextareaField
        id="review-text"
        label={t.fields.text}
        hint={t.fields.textHint}
        error={error("text", reviewLimits.text)}
        className="sm:col-span-2"
        {...required}
        name="text"
        defaultValue={values.text ?? ""}
        maxLength={reviewLimits.text}
        rows={6}
      />
      <TextField id="review-date" label={t.fields.date} error={error("reviewDate")} {...required} type="date" name="reviewDate" defaultValue={values.reviewDate ?? today} max={today} min="1970-01-01" />
      <SelectField id="review-lang" label={t.fields.lang} error={error("lang")} {...required} name="lang" defaultValue={values.lang ?? ""} placeholder={t.fields.langPlaceholder} options={langs.map((lang) => [lang, t.langNames[lang]] as const)} />
      <CheckboxField
        id="review-published"
        label={t.fields.published}
        name="published"
        defaultChecked={values.published === undefined || values.published === "on"}
        className="sm:col-span-2"
        rowClassName="flex min-h-11 items-center gap-3"
        labelClassName="font-medium"
      />
    </FieldGrid>
  );
}
