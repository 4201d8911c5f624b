/** Recently viewed listings, in English: loaded with the row and the account page's control. */
export const recentlyViewedEn = {
  title: "Recently viewed",
  clear: "Clear",
  clearLabel: "Clear recently viewed",
  cleared: "Recently viewed cleared",
  account: "The listings you opened on this device, kept only in this browser.",
};

export type RecentlyViewedText = typeof recentlyViewedEn;
