import { z } from "zod";
import { leadStatuses, lostReasons } from "~/lib/leads";
import { LOST_NOTE_MAX, type StageMove } from "./stages";

/**
 * A stage as a URL or a form names it. `closed`, the one end a lead had before the pipeline (issue 55),
 * reads as Won: the migration moved closed leads there, and her bookmarks and open pages still say it.
 */
export const stageParam = z.preprocess((value) => (value === "closed" ? "won" : value), z.enum(leadStatuses));

/**
 * A move as the lead page's and the inbox's forms send it, read by the action: Lost asks for a reason
 * (the form marks it required and bounds the note by the same LOST_NOTE_MAX); a reason or note sent
 * with another stage is ignored.
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
