import type { LeadsText } from "~/i18n/leads.en";
import { cities, type CitySlug } from "~/lib/cities";
import { formatDateTime } from "~/lib/dates";
import type { LeadForm } from "./lead-forms";
import type { Lang } from "~/lib/routes";

/** The fields particular to each form, kept in a lead's `details`, in the order they are shown. */
export const detailFields = {
  contact: ["topic"],
  valuation: ["address", "city", "propertyType", "beds", "baths", "timeline"],
  showing: ["property", "slot", "openHouse", "date1", "time1", "date2", "time2", "mode"],
  question: [],
  staging: ["style"],
} as const satisfies Record<LeadForm, readonly (keyof LeadsText["fields"])[]>;

type DetailField = (typeof detailFields)[LeadForm][number];

function formatDay(value: string, lang: Lang): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return formatDateTime(lang, date, { style: "full", zone: "utc" });
}

function optionLabel(field: DetailField, value: string, t: LeadsText, lang: Lang): string {
  const pick = (options: Record<string, string>) => options[value] ?? value;
  switch (field) {
    case "topic":
      return pick(t.options.topic);
    case "propertyType":
      return pick(t.options.propertyType);
    case "timeline":
      return pick(t.options.timeline);
    case "time1":
    case "time2":
      return pick(t.options.timeSlot);
    case "mode":
      return pick(t.options.mode);
    case "openHouse":
      return t.options.rsvp;
    case "style":
      return pick(t.options.style);
    case "city":
      return value === "other" ? t.options.otherCity : (cities[value as CitySlug]?.name ?? value);
    case "date1":
    case "date2":
      return formatDay(value, lang);
    case "slot":
      return Number.isNaN(Date.parse(value)) ? value : formatDateTime(lang, new Date(value), { style: "full", time: true });
    default:
      return value;
  }
}

/** A lead's particular fields as label and value, in the reader's language; empty ones left out. */
export function describeDetails(form: LeadForm, details: Record<string, unknown>, t: LeadsText, lang: Lang): Array<{ label: string; value: string }> {
  return detailFields[form].flatMap((field) => {
    const value = details[field];
    if (typeof value !== "string" || value === "") return [];
    return [{ label: t.fields[field].replace(/\s*\(.*\)$/, ""), value: optionLabel(field, value, t, lang) }];
  });
}
