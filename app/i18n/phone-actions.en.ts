/** The property page's phone action bar, in English: loaded with that page only, not with every page's texts. */
export const phoneActionsEn = {
  bar: "Contact the agent",
  call: "Call",
};

export type PhoneActionsText = typeof phoneActionsEn;
