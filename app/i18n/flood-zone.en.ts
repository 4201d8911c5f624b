import type { FloodRisk } from "~/lib/flood-zones";

/** The property page's flood zone line, in English (ADR 0124); {zone} is FEMA's code, "AE", "X (shaded)". */
export const floodZoneEn = {
  risks: {
    high: "FEMA flood zone {zone}: high risk; lenders require flood insurance",
    coastal: "FEMA flood zone {zone}: high coastal risk, with storm waves; lenders require flood insurance",
    moderate: "FEMA flood zone {zone}: moderate risk; flood insurance is optional but worth asking about",
    minimal: "FEMA flood zone {zone}: minimal risk; flood insurance is optional",
    undetermined: "FEMA flood zone {zone}: possible risk that FEMA hasn’t studied; ask about flood insurance",
    unmapped: "FEMA hasn’t mapped the flood risk at this spot",
  } satisfies Record<FloodRisk, string>,
  shaded: "X (shaded)",
  checked: "Checked with FEMA on {date}.",
  map: "See FEMA’s flood map",
  /** On the agent's listings page: how far the background job has got, and what FEMA didn't answer. */
  status: {
    title: "FEMA flood zones",
    known: { one: "{count} of {total} listings with a map pin has its flood zone.", other: "{count} of {total} listings with a map pin have their flood zone." },
    failing: {
      one: "FEMA didn’t answer for {count} listing; the site will ask again later on its own.",
      other: "FEMA didn’t answer for {count} listings; the site will ask again later on its own.",
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type FloodZoneText = Widen<typeof floodZoneEn>;
