import { useLang, fmt } from "~/i18n";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { plural } from "~/i18n/plural";
import { photoLimits } from "~/features/listings/photos";
import type { EditorPhoto } from "../photos";
import { PhotoList } from "./photo-list";
import { PhotoUploader } from "./photo-uploader";

export interface PhotoManagerProps {
  readonly listingKey: string;
  readonly photos: EditorPhoto[];
  /** The editor's path, which forms sent without script come back to. */
  readonly returnTo: string;
}

/** The listing editor's photos, inside the editor's own titled section: adding them (several at once), ordering, describing and deleting them. */
export function PhotoManager({ listingKey, photos, returnTo }: PhotoManagerProps) {
  const lang = useLang();
  const t = listingPhotosTexts[lang];
  return (
    <div className="space-y-4" data-testid="photo-manager">
      <p className="text-sm text-muted-foreground">
        {plural(lang, photos.length, t.count)}. {fmt(t.intro, { mb: photoLimits.fileBytes / 1024 / 1024, max: photoLimits.perListing })}
      </p>
      <PhotoUploader
        listingKey={listingKey}
        returnTo={returnTo}
        room={photoLimits.perListing - photos.length}
        nextSlot={photos.reduce((next, photo) => Math.max(next, photo.order + 1), 0)}
      />
      <PhotoList listingKey={listingKey} photos={photos} returnTo={returnTo} />
    </div>
  );
}
