import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { FormSection as Section } from "~/components/ui/form-section";
import { CheckboxField, FieldGrid, TextField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { RadioGroupField } from "~/components/ui/radio-group-field";
import { ErrorSummary, TextareaField } from "~/components/ui/form-fields";
import { photoErrorValues, type PhotoErrorCode } from "~/features/listings/photos";
import { fmt, useDictionary, useLang } from "~/i18n";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { plural } from "~/i18n/plural";
import { profileEditorTexts } from "~/i18n/profile-editor";
import { profileLimits, type ProfileField } from "~/lib/agent-profile";
import { cityList } from "~/lib/cities";
import { formatDateTime } from "~/lib/dates";
import { langs } from "~/lib/routes";
import type { ProfileAnswer, ProfileValues } from "../profile-form";

/** The longest each text field takes, for the browser's own limit and the error's {max}. */
const maxLength: Partial<Record<ProfileField, number>> = {
  agentName: profileLimits.name,
  titleEn: profileLimits.title,
  titleEs: profileLimits.title,
  bioEn: profileLimits.bio,
  bioEs: profileLimits.bio,
  brokerName: profileLimits.name,
  officeCity: 60,
};

/**
 * The agent's profile: every field the site shows of her, in sections, with
 * the photo upload; a plain multipart form, so it works without script, and a
 * refused save keeps everything typed (the photo is chosen again, and it says so).
 */
export function ProfileForm({ values: saved, photo, history, answer }: { values: ProfileValues; photo: string | null; history: ReadonlyArray<{ id: number; at: string; fields: readonly string[] }>; answer?: ProfileAnswer }) {
  const t = useDictionary(profileEditorTexts);
  const photoTexts = useDictionary(listingPhotosTexts);
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const values = answer?.values ?? saved;
  const text = (field: ProfileField) => {
    const value = values[field];
    return typeof value === "string" ? value : "";
  };
  const list = (field: ProfileField) => {
    const value = values[field];
    return Array.isArray(value) ? value : [];
  };
  const error = (field: ProfileField) => {
    const code = answer?.errors[field];
    if (!code) return undefined;
    return fmt(t.errors[code as keyof typeof t.errors] as string, { max: maxLength[field] ?? profileLimits.line });
  };
  const photoCode = answer?.errors.photo as PhotoErrorCode | undefined;
  const input = (field: ProfileField, extra: { type?: string; hint?: string; required?: boolean; autoComplete?: string; inputMode?: "tel" | "numeric" | "email" | "url" } = {}) => (
    <TextField
      id={`profile-${field}`}
      name={field}
      label={t.fields[field]}
      defaultValue={text(field)}
      error={error(field)}
      maxLength={extra.type === "number" ? undefined : (maxLength[field] ?? profileLimits.line)}
      {...extra}
    />
  );
  const errorCount = answer ? Object.keys(answer.errors).length : 0;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="max-w-3xl text-muted-foreground">{t.intro}</p>
      </header>
      <Form method="post" encType="multipart/form-data" className="space-y-6" key={answer ? "answer" : JSON.stringify(saved)} data-testid="profile-form" noValidate>
        <ErrorSummary count={errorCount} answer={answer} testId="profile-errors">
          {plural(lang, errorCount, t.errors.summary)}
        </ErrorSummary>
        <Section title={t.sections.photo}>
          <div className="flex flex-wrap items-center gap-4">
            {photo ? (
              <img src={photo} alt={t.currentPhoto} width={96} height={96} className="size-24 rounded-full object-cover" data-testid="profile-photo" />
            ) : (
              <p className="text-muted-foreground">{t.noPhoto}</p>
            )}
          </div>
          <FileField
            id="profile-photo-file"
            name="photo"
            accept="image/jpeg,image/png,image/webp,image/avif"
            label={t.fields.photo}
            hint={t.hints.photo}
            error={photoCode ? fmt(photoTexts.errors[photoCode], photoErrorValues) : answer?.photoDropped ? t.errors.photoAgain : undefined}
          />
          {photo ? <CheckboxField id="profile-remove-photo" name="removePhoto" label={t.fields.removePhoto} /> : null}
        </Section>
        <Section title={t.sections.name}>
          {input("agentName", { required: true, autoComplete: "name" })}
          <FieldGrid>
            {input("titleEn", { hint: fmt(t.hints.title, { brokerage: text("brokerage") }) })}
            {input("titleEs", { hint: fmt(t.hints.title, { brokerage: text("brokerage") }) })}
          </FieldGrid>
        </Section>
        <Section title={t.sections.bio}>
          {(["bioEn", "bioEs"] as const).map((field) => (
            <TextareaField
              key={field}
              id={`profile-${field}`}
              name={field}
              lang={field === "bioEn" ? "en" : "es"}
              label={t.fields[field]}
              hint={fmt(t.hints.bio, { max: profileLimits.bio })}
              rows={6}
              maxLength={profileLimits.bio}
              defaultValue={text(field)}
              error={error(field)}
            />
          ))}
        </Section>
        <Section title={t.sections.contact}>
          <FieldGrid>
            {input("phone", { type: "tel", required: true, autoComplete: "tel", inputMode: "tel" })}
            {input("whatsapp", { type: "tel", hint: t.hints.whatsapp, inputMode: "tel" })}
          </FieldGrid>
          {input("email", { type: "email", required: true, hint: t.hints.email, autoComplete: "email", inputMode: "email" })}
        </Section>
        <Section title={t.sections.office}>
          {input("officeStreet", { required: true, autoComplete: "address-line1" })}
          <FieldGrid>
            {input("officeCity", { required: true })}
            {input("officeZip", { required: true, inputMode: "numeric", autoComplete: "postal-code" })}
          </FieldGrid>
        </Section>
        <Section title={t.sections.brokerage}>
          <FieldGrid>
            {input("brokerage", { required: true })}
            {input("brokerName", { required: true })}
            {input("agentLicense", { required: true })}
            {input("brokerLicense", { required: true })}
          </FieldGrid>
        </Section>
        <Section title={t.sections.practice}>
          {input("yearsExperience", { type: "number", required: true, inputMode: "numeric" })}
          <fieldset className="space-y-2" aria-describedby={error("languages") ? "profile-languages-error" : undefined}>
            <legend className="text-sm font-medium">{t.fields.languages}</legend>
            <div className="flex flex-wrap gap-4">
              {langs.map((code) => (
                <CheckboxField key={code} id={`profile-language-${code}`} name="languages" value={code} label={t.languageNames[code]} defaultChecked={list("languages").includes(code)} />
              ))}
            </div>
            {error("languages") ? (
              <p id="profile-languages-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                {error("languages")}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="space-y-2" aria-describedby={error("areas") ? "profile-areas-error" : undefined}>
            <legend className="text-sm font-medium">{t.fields.areas}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {cityList.map((city) => (
                <CheckboxField key={city.slug} id={`profile-area-${city.slug}`} name="areas" value={city.slug} label={city.name} defaultChecked={list("areas").includes(city.slug)} />
              ))}
            </div>
            {error("areas") ? (
              <p id="profile-areas-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                {error("areas")}
              </p>
            ) : null}
          </fieldset>
        </Section>
        <Section title={t.sections.social}>
          {(["facebook", "instagram", "linkedin"] as const).map((field) => (
            <div key={field}>{input(field, { type: "url", hint: t.hints.social, inputMode: "url" })}</div>
          ))}
        </Section>
        <Section title={t.sections.mail}>
          <RadioGroupField
            id="profile-mailLang"
            name="mailLang"
            label={t.fields.mailLang}
            defaultValue={typeof values.mailLang === "string" ? values.mailLang : "en"}
            options={langs.map((code) => [code, t.languageNames[code]] as const)}
            error={answer?.errors.mailLang ? t.errors.required : undefined}
          />
          <p className="text-sm text-muted-foreground">{t.hints.mailLang}</p>
        </Section>
        <Button type="submit" disabled={busy} data-testid="save-profile">
          {t.save}
        </Button>
      </Form>
      <section aria-labelledby="profile-history" className="space-y-2">
        <h2 id="profile-history" className="text-xl font-semibold">
          {t.history.title}
        </h2>
        {history.length ? (
          <ul className="space-y-1 text-sm" data-testid="profile-history-list">
            {history.map((entry) => (
              <li key={entry.id}>
                {fmt(t.history.entry, {
                  date: formatDateTime(lang, new Date(entry.at), { style: "medium", time: true }),
                  fields: entry.fields.map((field) => (field === "photo" ? t.history.photo : (t.fields[field as ProfileField] ?? field))).join(", "),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t.history.empty}</p>
        )}
      </section>
    </div>
  );
}
