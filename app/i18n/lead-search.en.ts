/**
 * Searches the agent sets up for a lead (ADR 0429), in English: the panel on the lead's page,
 * its timeline lines and notices. Its shape is the type the Spanish file must match.
 */
export const leadSearchEn = {
  title: "Listings for {name}",
  intro: "Set up a search and {name} gets its new listings by e-mail, in {lang}, under your name, with a link to stop them.",
  noConsent: "{name} didn't agree to be contacted, so the site can't send listings on your behalf.",
  noEmail: "This lead left no e-mail address, so the site can't send listings.",
  held: "Move the lead to the inbox before sending listings.",
  none: "No search set up yet.",
  seeded: {
    listing: "Filled in from the listing they asked about. Change anything you like.",
    favorites: "Filled in from the listings they saved as favorites. Change anything you like.",
    none: "Nothing to start from, so it's homes for sale anywhere. Change anything you like.",
  },
  fields: {
    name: "Name",
    nameHint: "The lead sees this name in the e-mail.",
    city: "City",
    anyCity: "Any city",
    kind: "Looking to",
    kinds: { buy: "Buy", rent: "Rent", commercial: "Commercial" },
    minPrice: "Lowest price",
    maxPrice: "Highest price",
    priceHint: "In dollars; leave blank for no limit.",
    beds: "Bedrooms",
    anyBeds: "Any",
    bedsAtLeast: "{count}+",
    frequency: "Send",
    frequencies: { instant: "As soon as listings come up", daily: "Once a day", off: "Stopped" },
  },
  errors: {
    required: "Please give the search a name.",
    tooLong: "Please keep it under {max} characters.",
    number: "Please enter a whole number of dollars.",
    priceOrder: "The highest price must be at least the lowest.",
    choice: "Please pick one of the options.",
    limit: "A lead can have up to {max} searches. Stop or change one instead.",
  },
  newSearch: "Set up a search",
  create: "Set up the search",
  edit: "Change",
  save: "Save changes",
  saveResume: "Save and resume",
  stop: "Stop sending",
  matches: "See the matches",
  state: {
    on: "Sending: {frequency}",
    stopped: "Stopped. Save it again to resume.",
    unsubscribed: "{name} unsubscribed ({date}), so it stays off.",
  },
  lastSent: "Last sent {date}",
  neverSent: "Nothing sent yet",
  timeline: {
    set: "Search set up: {name}",
    changed: "Search changed: {name}",
    stopped: "Search stopped: {name}",
    resumed: "Search resumed: {name}",
    unsubscribed: "The lead unsubscribed from: {name}",
  },
  toasts: {
    created: "Search set up. New listings go out by e-mail.",
    saved: "Search saved.",
    stopped: "Search stopped. Nothing more goes out for it.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LeadSearchText = Widen<typeof leadSearchEn>;
