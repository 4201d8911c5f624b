import type { Lang } from "~/lib/routes";
import type { ListingDetail } from "~/features/listings/summary";

/** A listing as the property page receives it: the remarks in the language shown, photos apart, the MLS number people may read (mlsNumberOf). */
export type PropertyListing = Omit<ListingDetail, "media" | "publicRemarks" | "remarksEs" | "remarksEsMachine" | "remarksEsMachineOf" | "features"> & {
  readonly remarks: string | null;
  readonly remarksLang: Lang;
  /** The English that `remarks` were machine-translated from, on a Spanish page (ADR 0125); null otherwise. */
  readonly remarksOriginal: string | null;
  /** Worked out by the server, so the page's script needn't carry the rule. */
  readonly mlsNumber: string | null;
};

export interface PropertyPhoto {
  readonly mediaKey: string;
  readonly shortDescription: string | null;
  readonly shortDescriptionEs: string | null;
  readonly imageWidth: number;
  readonly imageHeight: number;
}
