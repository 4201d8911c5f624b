/**
 * The saved-search alerts' e-mail and unsubscribe page, in English. Only servers read it (ADR 0010):
 * the unsubscribe loader sends the page the few labels it shows.
 */
export const alertsEn = {
  unsubscribe: {
    confirmTitle: "Turn off these alerts?",
    confirmBody: "You will stop getting e-mail alerts for the saved search \"{name}\". The search itself stays in your account.",
    confirm: "Turn off alerts",
    title: "Alerts turned off",
    body: "You won't get e-mail alerts for the saved search \"{name}\" anymore. You can turn them back on from your account.",
    invalidTitle: "Link not valid",
    invalidBody: "This unsubscribe link is not valid, or the saved search was deleted. No more alerts are sent for it.",
    manage: "Manage my alerts",
    leadConfirmBody: "You will stop getting the e-mails with listings for \"{name}\".",
    leadBody: "You won't get e-mails with listings for \"{name}\" anymore. If you want them again, just write back to us.",
  },
  mail: {
    subject: { one: "{count} new listing for \"{name}\"", other: "{count} new listings for \"{name}\"" },
    heading: "New listings for \"{name}\"",
    intro: "These listings match your saved search and are new since our last e-mail:",
    more: { one: "…and {count} more.", other: "…and {count} more." },
    seeAll: "See all matches",
    footer: "You get this e-mail because you saved this search on our site.",
    unsubscribe: "Stop these alerts: {url}",
  },
  /** A search the agent set up for a lead (ADR 0429): the same mail, in her name. */
  picked: {
    subject: { one: "{count} new listing picked for you by {agent}", other: "{count} new listings picked for you by {agent}" },
    heading: "Listings picked for you by {agent}",
    intro: "I set up the search \"{name}\" for you. These listings match it and are new since my last e-mail:",
    footer: "You get this e-mail because you asked {agent} about a home and agreed to be contacted.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AlertsText = Widen<typeof alertsEn>;
