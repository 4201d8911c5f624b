import { z } from "zod";
import { leadStatuses, lostReasons, type LeadStatus, type LostReason } from "~/lib/leads";

/** The longest note she keeps with a lost lead: a line or two of why, not the lead's story (that is the timeline's notes). */
export const LOST_NOTE_MAX = 500;

/**
 * A stage as a URL or a form names it. `closed`, the one end a lead had before the pipeline (issue 55),
 * reads as Won: the migration moved closed leads there, and her bookmarks and open pages still say it.
 */
export const stageParam = z.preprocess((value) => (value === "closed" ? "won" : value), z.enum(leadStatuses));

/** Where a move lands: any stage but Lost as it is, Lost with her reason from the short list and her note, if any. */
export type StageMove = { readonly status: Exclude<LeadStatus, "lost"> } | { readonly status: "lost"; readonly reason: LostReason; readonly note: string | null };

/**
 * A move as the lead page's and the inbox's forms send it, for the form's hints and the action alike:
 * Lost asks for a reason; a reason or note sent with another stage is ignored (the form keeps them hidden there).
 */
export const stageMoveSchema = z
  .object({
    status: stageParam,
    lostReason: z.enum(lostReasons).optional().catch(undefined),
    lostNote: z.string().trim().max(LOST_NOTE_MAX, "tooLong").optional(),
  })
  .transform(({ status, lostReason, lostNote }, ctx): StageMove => {
    if (status !== "lost") return { status };
    if (lostReason) return { status, reason: lostReason, note: lostNote || null };
    ctx.addIssue({ code: "custom", path: ["lostReason"], message: "required" });
    return z.NEVER;
  });

/** The stage a lead usually goes to next, the inbox's one tap: none from Won or Lost, and never Lost, which asks for a reason. */
export function nextStage(status: LeadStatus): Exclude<LeadStatus, "lost"> | null {
  const next = leadStatuses[leadStatuses.indexOf(status) + 1];
  return next && next !== "lost" ? next : null;
}

/** A page of leads in the pipeline's order of stages, each stage's leads in the order given; stages without one left out. */
export function byStage<T extends { readonly status: LeadStatus }>(leads: readonly T[]): Array<{ readonly status: LeadStatus; readonly leads: T[] }> {
  return leadStatuses.map((status) => ({ status, leads: leads.filter((lead) => lead.status === status) })).filter((group) => group.leads.length > 0);
}
