import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
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
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="review-name" label={t.fields.name} hint={t.fields.nameHint} error={error("name", reviewLimits.name)} {...required}>
        <Input name="name" defaultValue={values.name ?? ""} maxLength={reviewLimits.name} required autoComplete="off" />
      </Field>
      <Field id="review-city" label={t.fields.city} error={error("city", reviewLimits.city)} {...required}>
        <Input name="city" defaultValue={values.city ?? ""} maxLength={reviewLimits.city} required autoComplete="off" />
      </Field>
      <Field id="review-text" label={t.fields.text} hint={t.fields.textHint} error={error("text", reviewLimits.text)} className="sm:col-span-2" {...required}>
        <Textarea name="text" defaultValue={values.text ?? ""} maxLength={reviewLimits.text} rows={6} required />
      </Field>
      <Field id="review-date" label={t.fields.date} error={error("reviewDate")} {...required}>
        <Input type="date" name="reviewDate" defaultValue={values.reviewDate ?? today} max={today} min="1970-01-01" required />
      </Field>
      <Field id="review-lang" label={t.fields.lang} error={error("lang")} {...required}>
        <NativeSelect name="lang" defaultValue={values.lang ?? ""} required>
          {langs.map((lang) => (
            <option key={lang} value={lang}>
              {t.langNames[lang]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <Checkbox id="review-published" name="published" defaultChecked={values.published === undefined || values.published === "on"} />
        <label htmlFor="review-published" className="font-medium">
          {t.fields.published}
        </label>
      </div>
    </div>
  );
}

export function ReviewErrorSummary({ count }: { count: number }) {
  const t = useReviewText();
  if (count === 0) return null;
  return (
    <p role="alert" tabIndex={-1} className="rounded-xl border border-red-700 p-3 font-semibold text-red-700 dark:border-red-300 dark:text-red-300" data-testid="review-error-summary">
      {t.summary}
    </p>
  );
}
