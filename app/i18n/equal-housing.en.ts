/**
 * The footer's fair-housing statement. The footer shows it in both languages,
 * so it lives apart from the per-language interface text that pages load.
 */
export const equalHousingEn = {
  title: "Equal Housing Opportunity",
  statement:
    "We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation. We encourage and support an affirmative advertising and marketing program in which there are no barriers to obtaining housing because of race, color, religion, sex, handicap, familial status, or national origin.",
};

export type EqualHousingText = typeof equalHousingEn;
