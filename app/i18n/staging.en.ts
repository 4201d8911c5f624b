/** Virtual staging page texts in English: the before/after comparisons. */
export const stagingEn = {
  compare: {
    heading: "Before and after",
    lead: "Move each slider to compare the empty room with the same room virtually staged. With the slider focused, the arrow keys move it, and Home and End jump to either side.",
    before: "Before",
    after: "After",
    slider: "Compare before and after: {room}",
    valueText: "{before}% empty room, {after}% staged room",
    beforeAlt: "{room}, empty, before virtual staging",
    afterAlt: "{room}, virtually staged with furniture and decor",
  },
  rooms: {
    living: "Living room",
    bedroom: "Primary bedroom",
    family: "Family room",
  },
  captions: {
    living: "A vacant living room staged with a sofa, rug, coffee table, floor lamp and artwork.",
    bedroom: "An empty bedroom staged with a bed, linens, nightstands and lamps.",
    family: "A second living area staged as a family room, so buyers can picture how it is used.",
  },
};

export type StagingText = typeof stagingEn;
