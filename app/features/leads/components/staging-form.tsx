import { useState, type ChangeEvent } from "react";
import { useLang } from "~/i18n";
import { checkPhotos, photoAccept, stagingStyles, type FieldErrors, type PhotoInfo } from "../lead-forms";
import { FieldGrid, SelectField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { fieldId, useLeadForm } from "./form-context";
import type { LeadFormsState } from "../sent";
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
    <FileField
      id={id}
      label={t.fields.photos}
      hint={photosHint(t)}
      error={code ? photoErrorText(t, code, chosen, lang) : undefined}
      required
      requiredText={t.fields.required}
      className="sm:col-span-2"
      name="photos"
      multiple
      accept={photoAccept}
      onChange={onChange}
    />
  );
}

function checkChosenPhotos(element: HTMLFormElement): FieldErrors {
  const input = element.querySelector<HTMLInputElement>('input[name="photos"]');
  const code = checkPhotos(input ? photoInfo(input) : []);
  return code ? { photos: code } : {};
}

/** A virtual-staging request with up to ten room photos, sent as multipart; the server checks each photo's bytes. */
export function StagingRequestForm({ token, state }: { token: string; state: LeadFormsState }) {
  const t = useLeadsText();
  return (
    <LeadFormShell
      form="staging"
      token={token}
      state={state}
      title={t.forms.staging.title}
      intro={t.forms.staging.intro}
      multipart
      extraCheck={checkChosenPhotos}
    >
      {(field) => (
        <FieldGrid>
          <PhotosField />
          <SelectField {...field("style", "modern")} label={t.fields.style} options={stagingStyles.map((style) => [style, t.options.style[style]] as const)} />
        </FieldGrid>
      )}
    </LeadFormShell>
  );
}
