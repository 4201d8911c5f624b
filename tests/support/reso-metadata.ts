/**
 * The test RESO server's schema: the Data Dictionary 2.0 Property and Media fields the site reads,
 * and the CSDL ($metadata) document describing them. RESO allows lookups in two styles, and real
 * MLS servers use both, so the document can declare them as Edm.EnumType members or as Edm.String
 * fields annotated with RESO.OData.Metadata.LookupName (values then listed in the Lookup resource).
 */
import { furnishings, leaseTerms, petPolicies, rentInclusions } from "~/lib/rental-terms";
import { propertySubTypes, propertyTypes, standardStatuses } from "~/lib/reso";

export type EdmType = "Edm.String" | "Edm.Decimal" | "Edm.Int32" | "Edm.Boolean" | "Edm.Date" | "Edm.DateTimeOffset";

export interface FieldDef {
  readonly name: string;
  readonly type: EdmType;
  /** The lookup whose values the field takes; such fields are enums or annotated strings. */
  readonly lookup?: string;
  readonly collection?: boolean;
}

const s = (name: string): FieldDef => ({ name, type: "Edm.String" });
const d = (name: string): FieldDef => ({ name, type: "Edm.Decimal" });
const i = (name: string): FieldDef => ({ name, type: "Edm.Int32" });
const b = (name: string): FieldDef => ({ name, type: "Edm.Boolean" });
const date = (name: string): FieldDef => ({ name, type: "Edm.Date" });
const lookup = (name: string, collection = false): FieldDef => ({ name, type: "Edm.String", lookup: name, collection });

export const propertyFields: readonly FieldDef[] = [
  s("ListingKey"), s("ListingId"), lookup("StandardStatus"), lookup("PropertyType"), lookup("PropertySubType"),
  d("ListPrice"), lookup("LeaseAmountFrequency"), s("UnparsedAddress"), s("StreetNumber"), s("StreetName"),
  s("UnitNumber"), s("City"), lookup("StateOrProvince"), s("PostalCode"), lookup("CountyOrParish"),
  s("SubdivisionName"), d("Latitude"), d("Longitude"), i("BedroomsTotal"), i("BathroomsTotalInteger"),
  i("BathroomsFull"), i("BathroomsHalf"), d("LivingArea"), d("BuildingAreaTotal"), d("LotSizeAcres"),
  i("YearBuilt"), s("PublicRemarks"), b("NewConstructionYN"), lookup("OtherStructures", true), d("AssociationFee"),
  d("TaxAnnualAmount"), b("PoolPrivateYN"), date("OnMarketDate"), date("ListingContractDate"), d("OriginalListPrice"),
  d("PreviousListPrice"), d("ClosePrice"), date("CloseDate"), { name: "ModificationTimestamp", type: "Edm.DateTimeOffset" },
  s("ListAgentFullName"), s("ListAgentMlsId"), s("ListOfficeName"), s("ListOfficeMlsId"),
  b("InternetEntireListingDisplayYN"), b("InternetAddressDisplayYN"), s("OriginatingSystemName"),
  // A lease's terms (ADR 0123); deposit and application fee under local names, as Texas feeds send them.
  date("AvailabilityDate"), lookup("LeaseTerm"), lookup("PetsAllowed", true), lookup("Furnished"), lookup("RentIncludes", true),
  d("RGV_SecurityDeposit"), d("RGV_ApplicationFee"),
];

export const mediaFields: readonly FieldDef[] = [
  s("MediaKey"), s("ResourceRecordKey"), s("ResourceName"), i("Order"), s("MediaURL"),
  { name: "MediaModificationTimestamp", type: "Edm.DateTimeOffset" }, lookup("MediaCategory"), s("ShortDescription"),
  i("ImageWidth"), i("ImageHeight"),
];

export const lookupFields: readonly FieldDef[] = [
  s("LookupKey"), s("LookupName"), s("LookupValue"), s("StandardLookupValue"), s("LegacyODataValue"),
  { name: "ModificationTimestamp", type: "Edm.DateTimeOffset" },
];

/** The values each lookup declares before the data set adds its own (a feed may carry values the site lacks). */
export const standardLookups: Readonly<Record<string, readonly string[]>> = {
  StandardStatus: standardStatuses,
  PropertyType: propertyTypes,
  PropertySubType: propertySubTypes,
  // Data Dictionary 2.0's FeeFrequency lookup.
  LeaseAmountFrequency: ["Annually", "BiMonthly", "BiWeekly", "Daily", "Monthly", "OneTime", "Quarterly", "Seasonal", "SemiAnnually", "SemiMonthly", "Weekly"],
  StateOrProvince: ["TX"],
  CountyOrParish: ["Hidalgo", "Cameron", "Starr", "Willacy"],
  OtherStructures: [
    "AirplaneHangar", "Arena", "Barns", "BoatHouse", "Cabana", "Caves", "Corrals", "CoveredArena", "Garages", "Gazebo", "GrainStorage",
    "Greenhouse", "GuestHouse", "KennelDogRun", "MobileHome", "None", "Other", "Outbuilding", "OutdoorKitchen", "PackingShed", "Pergola",
    "PoolHouse", "PoultryCoop", "Residence", "RvBoatStorage", "SecondGarage", "SecondResidence", "SeeRemarks", "Sheds", "Stables", "Storage",
    "TennisCourts", "Workshop",
  ],
  LeaseTerm: leaseTerms,
  PetsAllowed: petPolicies,
  Furnished: furnishings,
  RentIncludes: [...rentInclusions, "None"],
  MediaCategory: ["AgentPhoto", "BrandedVirtualTour", "Document", "FloorPlan", "OfficeLogo", "OfficePhoto", "Photo", "UnbrandedVirtualTour", "Video"],
};

export type LookupStyle = "enum" | "string";

export interface MetadataOptions {
  readonly lookupStyle: LookupStyle;
  readonly namespace: string;
  readonly enumNamespace: string;
  /** Every lookup's values: the standard ones and any the data set uses. */
  readonly lookupValues: ReadonlyMap<string, readonly string[]>;
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Enum member names must be OData simple identifiers; a value that is not one is carried by its LegacyODataValue. */
export const memberName = (value: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(value) ? value : value.replace(/[^A-Za-z0-9_]/g, "_").replace(/^(\d)/, "_$1"));

function propertyXml(field: FieldDef, options: MetadataOptions): string {
  const enumStyle = field.lookup && options.lookupStyle === "enum";
  const base = enumStyle ? `${options.enumNamespace}.${field.lookup}` : field.type;
  const type = field.collection ? `Collection(${base})` : base;
  const facets = field.type === "Edm.Decimal" ? ` Precision="14" Scale="2"` : field.type === "Edm.DateTimeOffset" ? ` Precision="27"` : "";
  const open = `<Property Name="${field.name}" Type="${type}"${facets}`;
  if (field.lookup && options.lookupStyle === "string") {
    return `${open}><Annotation Term="RESO.OData.Metadata.LookupName" String="${xmlEscape(field.lookup)}"/></Property>`;
  }
  return `${open}/>`;
}

function entityXml(name: string, key: string, fields: readonly FieldDef[], options: MetadataOptions, extra = ""): string {
  const properties = fields.map((field) => `      ${propertyXml(field, options)}`).join("\n");
  return `    <EntityType Name="${name}">\n      <Key><PropertyRef Name="${key}"/></Key>\n${properties}\n${extra}    </EntityType>`;
}

function enumXml(name: string, values: readonly string[]): string {
  const members = values.map((value, index) => `      <Member Name="${xmlEscape(memberName(value))}" Value="${index}"/>`).join("\n");
  return `    <EnumType Name="${name}">\n${members}\n    </EnumType>`;
}

/** The CSDL XML document served at /$metadata (OData 4.0 EDMX, as the RESO Web API Core requires). */
export function metadataXml(options: MetadataOptions): string {
  const ns = options.namespace;
  const mediaNav = `      <NavigationProperty Name="Media" Type="Collection(${ns}.Media)"/>\n`;
  const entities = [
    entityXml("Property", "ListingKey", propertyFields, options, mediaNav),
    entityXml("Media", "MediaKey", mediaFields, options),
    ...(options.lookupStyle === "string" ? [entityXml("Lookup", "LookupKey", lookupFields, options)] : []),
  ];
  const sets = ["Property", "Media", ...(options.lookupStyle === "string" ? ["Lookup"] : [])]
    .map((set) => `        <EntitySet Name="${set}" EntityType="${ns}.${set}"/>`)
    .join("\n");
  const enumSchema =
    options.lookupStyle === "enum"
      ? `  <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${options.enumNamespace}">\n${[...options.lookupValues]
          .map(([name, values]) => enumXml(name, values))
          .join("\n")}\n  </Schema>\n`
      : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
  <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${ns}">
${entities.join("\n")}
    <EntityContainer Name="Default">
${sets}
    </EntityContainer>
  </Schema>
${enumSchema}  </edmx:DataServices>
</edmx:Edmx>
`;
}
