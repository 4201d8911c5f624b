import { fmt, ui } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import type { ListingEditorText } from "~/i18n/listing-editor.en";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatNumber, formatPrice } from "~/lib/format";
import { auditActions, type AuditAction } from "~/lib/listing-terms";
import { GUEST_HOUSE, isLeaseType } from "~/lib/reso";
import { rentalTermsTexts } from "~/i18n/rental-terms";
import type { Furnishing, LeaseTerm } from "~/lib/rental-terms";
import type { Lang } from "~/lib/routes";
import { isListStatus } from "~/features/listings/model";

/** A row of the listing's audit, as stored. */
export interface AuditRecord {
  readonly action: string;
  readonly userId: string | null;
  /** The name the account had then, kept when the account goes. */
  readonly userName: string;
  readonly changes: Readonly<Record<string, readonly [unknown, unknown]>>;
}

export interface AuditReader {
  readonly lang: Lang;
  /** The signed-in agent reading the history: their own changes read "by you". */
  readonly viewerId: string | null;
  /** The listing's key, which is its ListingId until it has an MLS number (ADR 0405): "none", not the key. */
  readonly listingKey: string;
}

/** An audit entry as people read it: what happened and who did it, then each change's values. */
export interface AuditText {
  readonly sentence: string;
  readonly changes: readonly string[];
}

/**
 * How a stored column reads: its label, and a value in words (null when a value has no words,
 * so the line only says the field changed). `long` texts never show; an `event`'s line names
 * the one side there is, as its sentence says whether it came or went.
 */
interface Column {
  readonly label: string;
  readonly words: (value: unknown) => string | null;
  readonly long?: true;
  readonly event?: true;
}

function columnsFor(lang: Lang, t: ListingEditorText, listingKey: string): Record<string, Column> {
  const f = t.editor.fields;
  const features = t.editor.features;
  const subTypes: Record<string, string> = ui[lang].listings.subTypes;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const number = (digits: number) => (value: unknown) => (typeof value === "number" ? formatNumber(lang, value, digits) : null);
  const money = (value: unknown) => (typeof value === "number" ? formatPrice(lang, value) : null);
  const terms = rentalTermsTexts[lang];
  // An empty list reads as "none", as an empty field does.
  const list = (value: unknown, names: Record<string, string>) => (Array.isArray(value) ? value.map((item) => names[item] ?? String(item)).join(", ") || t.audit.none : null);
  const yesNo = (value: unknown) => (typeof value === "boolean" ? (value ? t.audit.yes : t.audit.no) : null);
  // In the editor's order, the status first: a status change matters most.
  return {
    standardStatus: { label: t.audit.status, words: (value) => (isListStatus(value) ? t.statuses[value] : null) },
    closePrice: { label: t.status.closePrice, words: money },
    closeDate: { label: t.status.closeDate, words: (value) => (typeof value === "string" ? formatDate(lang, value, "medium") : null) },
    unparsedAddress: { label: f.address, words: text },
    city: { label: f.city, words: text },
    subdivisionName: { label: f.subdivision, words: text },
    postalCode: { label: f.zip, words: text },
    propertySubType: { label: f.subType, words: (value) => (typeof value === "string" && Object.hasOwn(subTypes, value) ? subTypes[value]! : null) },
    propertyType: { label: f.deal, words: (value) => (typeof value === "string" ? t.editor.deals[isLeaseType(value) ? "lease" : "sale"] : null) },
    listPrice: { label: f.price, words: money },
    bedroomsTotal: { label: f.bedrooms, words: number(0) },
    bathroomsFull: { label: f.fullBaths, words: number(0) },
    bathroomsHalf: { label: f.halfBaths, words: number(0) },
    livingArea: { label: f.livingArea, words: number(0) },
    lotSizeAcres: { label: f.lotSize, words: number(2) },
    yearBuilt: { label: f.yearBuilt, words: (value) => (typeof value === "number" ? String(value) : null) },
    clearHeightFt: { label: f.clearHeight, words: number(0) },
    dockDoors: { label: f.dockDoors, words: number(0) },
    associationFee: { label: f.hoaFee, words: money },
    taxAnnualAmount: { label: f.taxes, words: money },
    availabilityDate: { label: f.availableFrom, words: (value) => (typeof value === "string" ? formatDate(lang, value, "medium") : null) },
    leaseTerm: { label: f.leaseTerm, words: (value) => (typeof value === "string" && Object.hasOwn(terms.leaseTerms, value) ? terms.leaseTerms[value as LeaseTerm] : null) },
    furnished: { label: f.furnished, words: (value) => (typeof value === "string" && Object.hasOwn(terms.furnished, value) ? terms.furnished[value as Furnishing] : null) },
    petsAllowed: { label: f.pets, words: (value) => list(value, t.editor.pets) },
    rentIncludes: { label: f.rentIncludes, words: (value) => list(value, t.editor.rentIncludes) },
    securityDeposit: { label: f.deposit, words: money },
    applicationFee: { label: f.applicationFee, words: money },
    applyUrl: { label: f.applyUrl, words: text },
    newConstructionYN: { label: features.newConstruction, words: yesNo },
    otherStructures: { label: features.casita, words: (value) => (Array.isArray(value) ? yesNo(value.includes(GUEST_HOUSE)) : null) },
    poolPrivateYN: { label: features.pool, words: yesNo },
    refrigeratedYN: { label: features.refrigerated, words: yesNo },
    publicRemarks: { label: f.descriptionEn, words: text, long: true },
    remarksEs: { label: f.descriptionEs, words: text, long: true },
    latitude: { label: f.latitude, words: number(6) },
    longitude: { label: f.longitude, words: number(6) },
    listingId: { label: f.mlsNumber, words: (value) => (value === listingKey ? t.audit.none : text(value)) },
    photos: { label: t.editor.sections.photos, words: number(0) },
    openHouse: { label: t.audit.openHouse, words: (value) => openHouseWords(lang, value), event: true },
  };
}

/** "Nov 28, 2026, 1:00 PM – 3:00 PM", as the editor's open houses read. */
function openHouseWords(lang: Lang, value: unknown): string | null {
  if (!Array.isArray(value) || typeof value[0] !== "string" || typeof value[1] !== "string") return null;
  const at = (iso: string) => formatDateTime(lang, new Date(iso), { style: "medium", time: true });
  return `${at(value[0])} – ${at(value[1]).split(", ").at(-1)}`;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** One change as a line, or null when it reads the same before and after (a new subtype of the same deal). */
function changeLine(t: ListingEditorText, column: Column, [before, after]: readonly [unknown, unknown]): string | null {
  const said = (value: unknown) => (isEmpty(value) ? t.audit.none : column.words(value));
  const [from, to] = [said(before), said(after)];
  if (column.long || from === null || to === null) return fmt(t.audit.changed, { field: column.label });
  if (from === to) return null;
  if (column.event) return fmt(t.audit.set, { field: column.label, to: isEmpty(after) ? from : to });
  return from === t.audit.none ? fmt(t.audit.set, { field: column.label, to }) : fmt(t.audit.change, { field: column.label, from, to });
}

function isAuditAction(action: string): action is AuditAction {
  return (auditActions as readonly string[]).includes(action);
}

/**
 * An audit entry in the reader's language: a sentence naming the event and who made it (an
 * event this version has no sentence for still reads as one), and the changes it recorded
 * with their values in words. A new listing lists none: all of it is new.
 */
export function auditText(record: AuditRecord, { lang, viewerId, listingKey }: AuditReader): AuditText {
  const t = listingEditorTexts[lang];
  const who = record.userId !== null && record.userId === viewerId ? t.audit.you : record.userName.trim() || t.audit.someone;
  const unfeatured = record.action === "featured" && record.changes.featured?.[1] === false;
  const sentence = unfeatured ? t.audit.unfeatured : isAuditAction(record.action) ? t.audit.events[record.action] : t.audit.other;
  const columns = columnsFor(lang, t, listingKey);
  const changes =
    record.action === "created"
      ? []
      : Object.entries(columns).flatMap(([name, column]) => {
          const change = Object.hasOwn(record.changes, name) ? record.changes[name] : undefined;
          const line = change ? changeLine(t, column, change) : null;
          return line === null ? [] : [line];
        });
  return { sentence: fmt(sentence, { who }), changes };
}
