import { describe, expect, it } from "vitest";
import { priceText, statusBadge, typeLabel } from "~/features/listings/listing-text";
import { listingsEn } from "~/i18n/listings.en";
import { listingsEs } from "~/i18n/listings.es";
import { GUEST_HOUSE, leaseFrequencies, propertySubTypes, propertyTypes, standardStatuses, type LeaseFrequency, type PropertySubType, type PropertyType } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import { ddLookupNames, ddLookups, type DdLookupField, type DdValue } from "./dd-lookups";
import { feeMonths, lookup, lookupList, nonRecurringFees, squash, type LookupField, type UnknownValue } from "./lookups";
import { mapPhotos } from "./mapping";

/**
 * Issue 38: every Data Dictionary 2.0 lookup value of the fields the site
 * reads maps to something it can show, in both languages, whichever of the
 * forms servers use it arrives in.
 */
const texts = { en: listingsEn, es: listingsEs } as const;
const langs = Object.keys(texts) as Lang[];

/** A value as servers send it: standard name, display name, and member of the OData enumeration (named for the field or its lookup). */
function forms(field: DdLookupField, value: DdValue): string[] {
  return [
    ...new Set([value.standard, value.display, `org.reso.metadata.enums.${field}'${value.standard}'`, `org.reso.metadata.enums.${ddLookupNames[field]}'${value.standard}'`]),
  ];
}

/** Each form of each value of the field, for it.each: [form, value]. */
function cases(field: DdLookupField): Array<[string, DdValue]> {
  return ddLookups[field].flatMap((value) => forms(field, value).map((form): [string, DdValue] => [form, value]));
}

/** The site's value for a form, asserting the lookup knew it (nothing reported unknown) and that it is the Data Dictionary's standard name. */
function known(field: LookupField, form: string, value: DdValue): string {
  const unknown: UnknownValue[] = [];
  const found = lookup(field, form, unknown);
  expect(unknown, `${field} ${form}`).toEqual([]);
  expect(found, `${field} ${form}`).toBe(value.standard);
  return found as string;
}

const label = (text: string | undefined) => expect(text?.trim() ?? "").not.toBe("");

describe("RESO Data Dictionary 2.0 lookups the site reads", () => {
  it("the site's lists are the Data Dictionary's standard names", () => {
    const standard = (field: DdLookupField) => ddLookups[field].map((value) => value.standard).sort();
    expect([...standardStatuses].sort()).toEqual(standard("StandardStatus"));
    expect([...propertyTypes].sort()).toEqual(standard("PropertyType"));
    expect([...propertySubTypes].sort()).toEqual(standard("PropertySubType"));
    expect([...leaseFrequencies].sort()).toEqual(standard("LeaseAmountFrequency"));
  });

  it.each(cases("StandardStatus"))("StandardStatus %s has a status a visitor reads in both languages", (form, value) => {
    const status = known("StandardStatus", form, value);
    for (const lang of langs) {
      for (const propertyType of ["Residential", "ResidentialLease"]) label(statusBadge(texts[lang], { standardStatus: status, propertyType }).label);
    }
  });

  it.each(cases("PropertyType"))("PropertyType %s has a label in both languages", (form, value) => {
    const type = known("PropertyType", form, value) as PropertyType;
    for (const lang of langs) {
      label(texts[lang].types[type]);
      expect(typeLabel(texts[lang], { propertyType: type, propertySubType: null })).toBe(texts[lang].types[type]);
    }
  });

  it.each(cases("PropertySubType"))("PropertySubType %s has its own label in both languages", (form, value) => {
    const subType = known("PropertySubType", form, value) as PropertySubType;
    for (const lang of langs) {
      label(texts[lang].subTypes[subType]);
      expect(typeLabel(texts[lang], { propertyType: "Residential", propertySubType: subType })).toBe(texts[lang].subTypes[subType]);
    }
  });

  it.each(cases("LeaseAmountFrequency"))("LeaseAmountFrequency %s shows its period with the rent in both languages", (form, value) => {
    const frequency = known("LeaseAmountFrequency", form, value) as LeaseFrequency;
    for (const lang of langs) {
      const text = priceText(lang, texts[lang], { propertyType: "ResidentialLease", listPrice: 1_250, leaseAmountFrequency: frequency });
      expect(text).toContain("$1,250");
      // The period is shown: the rent reads as this frequency's text, never as a bare amount.
      expect(text).toBe(texts[lang].card.rent[frequency].replace("{price}", "$1,250"));
      expect(text).not.toBe("$1,250");
    }
  });

  it("every lease period reads differently from the others, in each language", () => {
    for (const lang of langs) {
      const periods = leaseFrequencies.map((frequency) => texts[lang].card.rent[frequency]);
      expect(new Set(periods).size, lang).toBe(leaseFrequencies.length);
      for (const period of periods) expect(period).toContain("{price}");
    }
  });

  it.each(cases("AssociationFeeFrequency"))("AssociationFeeFrequency %s gives a monthly fee, or none on purpose", (form, value) => {
    const months = feeMonths.get(squash(form));
    if ((nonRecurringFees as readonly string[]).includes(value.standard)) {
      expect(months, form).toBeUndefined();
    } else {
      expect(months, form).toBeGreaterThan(0);
      expect(Number.isFinite(months), form).toBe(true);
    }
  });

  it("turns each recurring fee into a month's share", () => {
    const monthly = (frequency: string, fee: number) => Math.round(fee / feeMonths.get(squash(frequency))!);
    expect(monthly("Daily", 10)).toBe(304);
    expect(monthly("Weekly", 100)).toBe(433);
    expect(monthly("Bi-Weekly", 100)).toBe(217);
    expect(monthly("Semi-Monthly", 100)).toBe(200);
    expect(monthly("Monthly", 100)).toBe(100);
    expect(monthly("Bi-Monthly", 100)).toBe(50);
    expect(monthly("Quarterly", 300)).toBe(100);
    expect(monthly("Semi-Annually", 600)).toBe(100);
    expect(monthly("Annually", 1_200)).toBe(100);
  });

  it.each(cases("OtherStructures"))("OtherStructures %s is stored, and only a guest house is a casita", (form, value) => {
    const stored = lookupList([form]);
    expect(stored).toHaveLength(1);
    expect(stored[0] === GUEST_HOUSE, form).toBe(value.standard === "GuestHouse");
    for (const lang of langs) label(texts[lang].search.casita);
  });

  const shownMedia: Record<string, "Photo" | "FloorPlan"> = { Photo: "Photo", FloorPlan: "FloorPlan" };
  it.each(cases("MediaCategory"))("MediaCategory %s: photos and floor plans are shown, the rest dropped", (form, value) => {
    const photos = mapPhotos([{ MediaKey: "m1", MediaURL: "https://photos.test/m1.jpg", Order: 0, MediaCategory: form }]);
    const shown = shownMedia[value.standard];
    expect(photos.map((photo) => photo.category)).toEqual(shown ? [shown] : []);
  });

  it("knows the values real servers sent that were logged as unknown", () => {
    const sent: Array<[LookupField, string, string]> = [
      ["LeaseAmountFrequency", "Daily", "Daily"],
      ["LeaseAmountFrequency", "Weekly", "Weekly"],
      ["LeaseAmountFrequency", "Bi-Weekly", "BiWeekly"],
      ["LeaseAmountFrequency", "Semi-Monthly", "SemiMonthly"],
      ["LeaseAmountFrequency", "Bi-Monthly", "BiMonthly"],
      ["LeaseAmountFrequency", "Semi-Annually", "SemiAnnually"],
      ["LeaseAmountFrequency", "Seasonal", "Seasonal"],
      ["PropertySubType", "Co-Ownership", "CoOwnership"],
      ["PropertySubType", "Tenancy In Common", "TenancyInCommon"],
      ["PropertySubType", "Mobile Home Park", "MobileHomePark"],
    ];
    for (const [field, form, standard] of sent) known(field, form, { standard, display: form });
  });
});
