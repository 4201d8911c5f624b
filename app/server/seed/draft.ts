import type { CitySlug } from "../../lib/cities";
import type { HomeStyle, Tier } from "./places";

/** What the generator decided about a listing before it becomes RESO fields, remarks and photos. */
export type DraftKind =
  | "home"
  | "rental"
  | "condo"
  | "park"
  | "income"
  | "lot"
  | "land"
  | "farm"
  | "warehouse"
  | "office"
  | "retail"
  | "business";

export interface Draft {
  readonly kind: DraftKind;
  readonly city: CitySlug;
  readonly cityName: string;
  readonly subdivision?: string;
  readonly road: string;
  readonly style: HomeStyle;
  readonly tier: Tier;
  readonly lease: boolean;
  readonly beds?: number;
  readonly baths?: number;
  /** Of the baths, how many are half baths (a toilet and a sink). */
  readonly halfBaths?: number;
  readonly livingArea?: number;
  readonly garage?: number;
  readonly pool?: boolean;
  readonly casita?: boolean;
  readonly newConstruction?: boolean;
  readonly lotAcres?: number;
  readonly units?: number;
  /** For kind "condo": which RESO subtype the unit is. */
  readonly condoType?: "Condominium" | "Townhouse";
  readonly buildingArea?: number;
  readonly clearHeight?: number;
  readonly docks?: number;
  readonly coldArea?: number;
  readonly frontage?: number;
}
