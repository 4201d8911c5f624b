import { makeListing, type ListingFixture } from "~/server/seed/factory";
import type { GeneratedListing } from "~/server/seed/generate";
import type { ConditionOptions } from "./conditions.server";

/** The search tests' listings: few enough to know by heart which ones each query must return. */
const fixtures: ListingFixture[] = [
  { listingKey: "H1", city: "McAllen", postalCode: "78501", subdivisionName: "Ebony Heights", listPrice: 250_000, onMarketDate: "2025-05-01", publicRemarks: "Sparkling pool and covered patio.", remarksEs: "Alberca y terraza techada." },
  { listingKey: "H2", city: "Mission", postalCode: "78573", subdivisionName: "Meadow Creek", listPrice: 420_000, bedroomsTotal: 4, bathroomsFull: 2, bathroomsHalf: 1, livingArea: 2400, newConstructionYN: true, onMarketDate: "2025-05-20", publicRemarks: "New construction with a study.", remarksEs: "Construcción nueva con estudio." },
  { listingKey: "H3", city: "Mission", postalCode: "78572", subdivisionName: "Sharyland Plantation", listPrice: 900_000, bedroomsTotal: 5, bathroomsFull: 4, bathroomsHalf: 1, livingArea: 4800, otherStructures: ["GuestHouse"], onMarketDate: "2025-04-10", publicRemarks: "Estate home with a detached casita.", remarksEs: "Residencia con casita independiente." },
  { listingKey: "H4", city: "McAllen", postalCode: "78504", subdivisionName: "Northgate Estates", listPrice: 1_200_000, bedroomsTotal: 5, bathroomsFull: 5, bathroomsHalf: 2, livingArea: 6000, onMarketDate: "2025-03-15", publicRemarks: "Gated estate.", remarksEs: "Residencia en privada." },
  { listingKey: "H5", city: "McAllen", postalCode: "78504", subdivisionName: "Tres Lagos", listPrice: 380_000, bedroomsTotal: 4, bathroomsFull: 3, bathroomsHalf: 0, livingArea: 2600, newConstructionYN: true, onMarketDate: "2025-05-25", publicRemarks: "Near the lakes and trails.", remarksEs: "Cerca de los lagos y senderos." },
  { listingKey: "H6", city: "Edinburg", postalCode: "78539", propertySubType: "Condominium", listPrice: 180_000, bedroomsTotal: 2, livingArea: 1100, onMarketDate: "2025-04-01" },
  { listingKey: "H7", city: "Pharr", postalCode: "78577", propertySubType: "Townhouse", listPrice: 210_000, livingArea: 1400, onMarketDate: "2025-04-02" },
  { listingKey: "H8", city: "Donna", postalCode: "78537", listPrice: 160_000, bathroomsFull: 1, bathroomsHalf: 1, livingArea: 1300, onMarketDate: "2025-02-01" },
  { listingKey: "H9", city: "Alamo", postalCode: "78516", subdivisionName: "Sunset Palms", propertyType: "ManufacturedInPark", propertySubType: "ManufacturedHome", listPrice: 55_000, bedroomsTotal: 2, bathroomsFull: 1, bathroomsHalf: 0, livingArea: 900, onMarketDate: "2025-01-15" },
  { listingKey: "H10", city: "Weslaco", postalCode: "78596", propertyType: "ResidentialIncome", propertySubType: "Duplex", listPrice: 300_000, bedroomsTotal: 4, livingArea: 1900, onMarketDate: "2025-03-01" },
  { listingKey: "R1", city: "McAllen", postalCode: "78501", propertyType: "ResidentialLease", listPrice: 1_800, leaseAmountFrequency: "Monthly", otherStructures: ["GuestHouse"], onMarketDate: "2025-05-10" },
  { listingKey: "R2", city: "Edinburg", postalCode: "78539", propertyType: "ResidentialLease", propertySubType: "Condominium", listPrice: 1_200, leaseAmountFrequency: "Monthly", bedroomsTotal: 1, bathroomsFull: 1, bathroomsHalf: 0, livingArea: 750, onMarketDate: "2025-05-11" },
  { listingKey: "C1", ...commercial("CommercialSale", "Warehouse", 2_500_000), city: "McAllen", postalCode: "78503", refrigeratedYN: true, refrigeratedAreaSqFt: 20_000, buildingAreaTotal: 40_000, onMarketDate: "2025-04-20" },
  { listingKey: "C2", ...commercial("CommercialLease", "Warehouse", 30_000), city: "McAllen", postalCode: "78503", refrigeratedYN: true, buildingAreaTotal: 35_000, onMarketDate: "2025-04-21" },
  { listingKey: "C3", ...commercial("CommercialLease", "Warehouse", 20_000), city: "Pharr", postalCode: "78577", refrigeratedYN: true, buildingAreaTotal: 25_000, onMarketDate: "2025-04-22" },
  { listingKey: "C4", ...commercial("CommercialSale", "Industrial", 1_500_000), city: "Edinburg", postalCode: "78542", buildingAreaTotal: 30_000, onMarketDate: "2025-04-23" },
  { listingKey: "C5", ...commercial("CommercialSale", "Office", 800_000), city: "McAllen", postalCode: "78501", buildingAreaTotal: 6_000, onMarketDate: "2025-04-24" },
  { listingKey: "C6", ...commercial("CommercialLease", "Retail", 5_000), city: "Mission", postalCode: "78572", buildingAreaTotal: 3_000, onMarketDate: "2025-04-25" },
  { listingKey: "C7", ...commercial("BusinessOpportunity", "Business", 250_000), city: "San Juan", postalCode: "78589", buildingAreaTotal: 2_500, onMarketDate: "2025-04-26" },
  { listingKey: "L1", ...commercial("Land", "UnimprovedLand", 400_000), city: "McAllen", postalCode: "78504", lotSizeAcres: 5, onMarketDate: "2025-03-20" },
  { listingKey: "L2", ...commercial("Farm", "Agriculture", 900_000), city: "Edinburg", postalCode: "78541", lotSizeAcres: 40, onMarketDate: "2025-03-21" },
  { listingKey: "S1", city: "San Juan", postalCode: "78589", subdivisionName: "Nopal Grove", listPrice: 230_000, onMarketDate: "2025-05-05", publicRemarks: "Kitchen with an island and a roomy primary bedroom.", remarksEs: "Cocina con isla y una recámara principal amplia." },
  { listingKey: "X1", city: "McAllen", standardStatus: "Closed", listPrice: 300_000, onMarketDate: "2025-01-10" },
  { listingKey: "X2", city: "Mission", subdivisionName: "Sharyland Plantation", standardStatus: "Withdrawn", listPrice: 1_000_000, onMarketDate: "2025-01-11", publicRemarks: "Sharyland estate." },
  { listingKey: "X3", city: "Edinburg", postalCode: "78539", standardStatus: "Pending", listPrice: 270_000, onMarketDate: "2025-05-15" },
  { listingKey: "X4", city: "Weslaco", postalCode: "78599", standardStatus: "ComingSoon", listPrice: 199_000, onMarketDate: "2025-06-10" },
];

function commercial(propertyType: string, propertySubType: string, listPrice: number): Partial<ListingFixture> {
  return { propertyType, propertySubType, listPrice, bedroomsTotal: null, bathroomsFull: null, bathroomsHalf: null, livingArea: null, publicRemarks: "Commercial property.", remarksEs: "Propiedad comercial." };
}

export const searchFixtures: GeneratedListing[] = fixtures.map(makeListing);

/** Every fixture a visitor sees without asking for a status. */
export const visibleKeys = fixtures.filter((fixture) => !["Closed", "Withdrawn"].includes(fixture.standardStatus ?? "Active")).map((fixture) => fixture.listingKey);

export const testOptions: ConditionOptions = { luxuryMinPrice: 750_000 };

export const sorted = (keys: readonly string[]) => [...keys].sort();
