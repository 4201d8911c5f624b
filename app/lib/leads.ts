/** Where a lead came from: each form of the site is one type. */
export const leadTypes = ["contact", "showing", "question", "staging", "valuation"] as const;
export type LeadType = (typeof leadTypes)[number];

/** The agent's progress on a lead. */
export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
