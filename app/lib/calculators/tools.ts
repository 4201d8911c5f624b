/** The calculators of the tools page, apart from their schemas (./schemas) so that links and navigation ship no zod. */
export const toolIds = ["mortgage", "affordability", "closingCosts", "rentVsBuy"] as const;
export type ToolId = (typeof toolIds)[number];

/** Each calculator owns the query parameters under its prefix, so four can share one URL. */
export const toolPrefixes: Record<ToolId, string> = { mortgage: "m.", affordability: "a.", closingCosts: "c.", rentVsBuy: "r." };

/** The page anchors, one per calculator. */
export const toolAnchors: Record<ToolId, string> = {
  mortgage: "mortgage",
  affordability: "affordability",
  closingCosts: "closing-costs",
  rentVsBuy: "rent-vs-buy",
};
