import { useState, type ChangeEvent } from "react";
import { useLang } from "~/i18n";
import { checkPhotos, photoAccept, stagingStyles, type FieldErrors, type PhotoInfo } from "~/lib/lead-forms";
import { control, FieldGrid, SelectField } from "./fields";
import { fieldId, useLeadForm } from "./form-context";
import { LeadFormShell } from "./lead-form";
import { photoErrorText, photosHint, useLeadsText } from "./texts";

const photoInfo = (input: HTMLInputElement): PhotoInfo[] => Array.from(input.files ?? [], ({ name, size, type }) => ({ name, size, type }));

function PhotosField() {
  const { form, errors, t, setError } = useLeadForm();
  const lang = useLang();
  const [chosen, setChosen] = useState<PhotoInfo[]>([]);
  const id = fieldId(form, "photos");
  const code = errors.photos;
  // Sizes, types and count are known the moment photos are chosen: a photo too large is named then, before
  // anything is sent (the server would refuse the whole request). Choosing none is only an error on sending.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const photos = photoInfo(event.currentTarget);
    setChosen(photos);
    setError("photos", photos.length ? checkPhotos(photos) : undefined);
  };
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.fields.photos}
        <span aria-hidden className="text-red-700 dark:text-red-300"> *</span>
        <span className="sr-only"> ({t.fields.required})</span>
      </label>
      <input
        id={id}
        type="file"
        name="photos"
        multiple
        required
        accept={photoAccept}
        onChange={onChange}
        aria-invalid={code ? true : undefined}
        aria-describedby={`${id}-hint${code ? ` ${id}-error` : ""}`}
        className={`${control} py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-muted file:px-3 file:font-semibold`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {photosHint(t)}
      </p>
      {code ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="field-error">
          {photoErrorText(t, code, chosen, lang)}
        </p>
      ) : null}
    </div>
  );
}

function checkChosenPhotos(element: HTMLFormElement): FieldErrors {
  const input = element.querySelector<HTMLInputElement>('input[name="photos"]');
  const code = checkPhotos(input ? photoInfo(input) : []);
  return code ? { photos: code } : {};
}

/** A virtual-staging request with up to ten room photos, sent as multipart; the server checks each photo's bytes. */
export function StagingRequestForm({ token }: { token: string }) {
  const t = useLeadsText();
  return (
    <LeadFormShell
      form="staging"
      token={token}
      title={t.forms.staging.title}
      intro={t.forms.staging.intro}
      multipart
      extraCheck={checkChosenPhotos}
    >
      <FieldGrid>
        <PhotosField />
        <SelectField name="style" label={t.fields.style} options={stagingStyles.map((style) => [style, t.options.style[style]] as const)} initial="modern" />
      </FieldGrid>
    </LeadFormShell>
  );
}
