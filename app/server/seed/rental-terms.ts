import type { NewListingRow } from "../../db/schema";
import type { Furnishing, LeaseTerm, PetPolicy, RentInclusion } from "../../lib/rental-terms";
import { createRandom } from "./random";

type RentalColumns = Pick<NewListingRow, "availabilityDate" | "leaseTerm" | "petsAllowed" | "furnished" | "rentIncludes" | "securityDeposit" | "applicationFee">;

const DAY = 86_400_000;
const leaseTerms: ReadonlyArray<readonly [LeaseTerm, number]> = [["TwelveMonths", 6], ["SixMonths", 2], ["MonthToMonth", 1.5], ["TwentyFourMonths", 0.5]];
const pets: ReadonlyArray<readonly [PetPolicy[], number]> = [[["No"], 3], [["CatsOK", "SmallDogsOK"], 3], [["CatsOK", "DogsOK"], 1.5], [["Yes", "BreedRestrictions"], 1], [["Call"], 1]];
const furnished: ReadonlyArray<readonly [Furnishing, number]> = [["Unfurnished", 7], ["Furnished", 2], ["Partially", 1]];
const includes: ReadonlyArray<readonly [RentInclusion[], number]> = [[[], 3], [["Water", "TrashCollection"], 4], [["Water", "Sewer", "TrashCollection"], 2], [["Landscaping"], 1]];

/**
 * A demo rental's terms (ADR 0123), from a random stream of its own, so that every other column
 * of the demo data is drawn as before: about four in five residential leases say them, free now
 * or within six weeks, the deposit a month's rent.
 */
export function demoRentalTerms(seed: string | number, index: number, listing: Pick<NewListingRow, "propertyType" | "listPrice">, reference: number): Partial<RentalColumns> {
  if (listing.propertyType !== "ResidentialLease") return {};
  const random = createRandom(`${seed}:${index}:rental`);
  if (!random.chance(0.8)) return {};
  const free = random.chance(0.5) ? reference - random.int(0, 20) * DAY : reference + random.int(7, 45) * DAY;
  return {
    availabilityDate: new Date(free).toISOString().slice(0, 10),
    leaseTerm: random.weighted(leaseTerms),
    petsAllowed: random.weighted(pets),
    furnished: random.weighted(furnished),
    rentIncludes: random.weighted(includes),
    securityDeposit: Math.round(listing.listPrice / 50) * 50,
    applicationFee: random.pick([35, 45, 50]),
  };
}
