import type { LostReason } from "~/lib/leads";

/**
 * The pipeline's stages in English (issue 55, item 1): moving a lead on its page and from the inbox,
 * the reason a lead was lost, the inbox's groups and the CSV's columns. The stages' own names are
 * `statuses` in agent.en.ts. Its shape is the type the Spanish file must match.
 */
export const pipelineEn = {
  panel: {
    title: "Stage",
    current: "Now: {stage}",
    moveTo: "Move to {stage}",
    lostSince: "Lost: {reason}",
  },
  lost: {
    open: "Lost…",
    change: "Change the reason",
    reason: "Why was it lost?",
    note: "A note (optional)",
    noteHint: "Only you see it, on the lead and in the spreadsheet.",
    save: "Mark as lost",
    required: "Pick a reason.",
    noteTooLong: "Keep the note under {max} characters.",
  },
  reasons: {
    price: "Price or budget",
    boughtElsewhere: "Bought or rented elsewhere",
    otherAgent: "Went with another agent",
    notReady: "Not ready yet",
    financing: "Financing fell through",
    unreachable: "Never answered",
    other: "Another reason",
  } satisfies Record<LostReason, string>,
  inbox: {
    groups: "Leads by stage",
    moveTo: "{name}: move to",
    more: "Move…",
    moreFor: "{name}: ",
    seeAll: { one: "See the lead", other: "See all {count}" },
  },
  timeline: { lost: "Moved to Lost: {reason}" },
  csv: { lostReason: "Lost reason", lostNote: "Lost note" },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PipelineText = Widen<typeof pipelineEn>;
