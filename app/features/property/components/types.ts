import type { Lang } from "~/lib/routes";
import type { ListingDetail } from "~/features/listings/listing.server";

/** A listing as the property page receives it: the remarks in the language shown, photos apart. */
export type PropertyListing = Omit<ListingDetail, "media" | "publicRemarks" | "remarksEs"> & {
  readonly remarks: string | null;
  readonly remarksLang: Lang;
};

export interface PropertyPhoto {
  readonly mediaKey: string;
  readonly shortDescription: string | null;
  readonly shortDescriptionEs: string | null;
  readonly imageWidth: number;
  readonly imageHeight: number;
}
