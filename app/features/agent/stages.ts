import { leadStatuses, type LeadStatus, type LostReason } from "~/lib/leads";

/** The longest note she keeps with a lost lead: a line or two of why, not the lead's story (that is the timeline's notes). */
export const LOST_NOTE_MAX = 500;

/** Where a move lands: any stage but Lost as it is, Lost with her reason from the short list and her note, if any. */
export type StageMove = { readonly status: Exclude<LeadStatus, "lost"> } | { readonly status: "lost"; readonly reason: LostReason; readonly note: string | null };

/** The stage a lead usually goes to next, the inbox's one tap: none from Won or Lost, and never Lost, which asks for a reason. */
export function nextStage(status: LeadStatus): Exclude<LeadStatus, "lost"> | null {
  const next = leadStatuses[leadStatuses.indexOf(status) + 1];
  return next && next !== "lost" ? next : null;
}

/** A page of leads in the pipeline's order of stages, each stage's leads in the order given; stages without one left out. */
export function byStage<T extends { readonly status: LeadStatus }>(leads: readonly T[]): Array<{ readonly status: LeadStatus; readonly leads: T[] }> {
  return leadStatuses.map((status) => ({ status, leads: leads.filter((lead) => lead.status === status) })).filter((group) => group.leads.length > 0);
}
