import type { ListingSummary } from "~/features/listings/summary";
import type { HomeRowId } from "./rows";

// What the home rows' server half hands their components: plain types, so client code reads them without a server module.

export interface HomeRow {
  readonly id: HomeRowId;
  readonly listings: ListingSummary[];
  readonly total: number;
}
