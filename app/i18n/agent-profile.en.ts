import type { PluralForms } from "./plural";

/** The agent as a person (home and About pages) and the agent area's reviews, in English. Its shape is the type the Spanish file must match. */
export const agentProfileEn = {
  profile: {
    heading: { home: "Your agent", about: "At a glance" },
    role: "Texas real estate sales agent with {brokerage}",
    photoAlt: "Photo of {agentName}",
    // The demo identity's bio and the fallback for a language SITE_AGENT_BIO_* leaves out: only what the identity says.
    defaultBio:
      "{agentName} helps buyers, sellers, renters and businesses across the Rio Grande Valley, from McAllen and Mission to Weslaco and Donna: homes, rentals, warehouses and land, in English or Spanish, with {brokerage}.",
    experience: "Experience",
    years: { zero: "Less than a year in real estate", one: "{count} year in real estate", other: "{count} years in real estate" } satisfies PluralForms,
    languages: "Languages",
    areas: "Areas served",
    languageNames: { en: "English", es: "Spanish" },
    license: "Texas licenses",
    licenseValue: "Sales agent #{agentLicense} · Brokerage #{brokerLicense}",
    broker: "Broker: {brokerName}, {brokerage}",
    trackRecord: "Track record",
    trackRecordNote: "Counted from the listings on this site.",
    sold: { one: "{count} property sold", other: "{count} properties sold" } satisfies PluralForms,
    forSale: { one: "{count} property for sale now", other: "{count} properties for sale now" } satisfies PluralForms,
    about: "More about {agentName}",
    contact: "Contact {agentName}",
    call: "Call {phone}",
  },
  reviews: {
    heading: "What clients say",
    more: "Read every review",
    byline: "{name}, {city}",
    writtenIn: { en: "Written in English", es: "Written in Spanish" },
  },
  admin: {
    nav: "Reviews",
    title: "Client reviews",
    description:
      "Your clients' words, as they gave them. Published reviews show on the home page (the newest three) and on the About page (all of them), each in its own language.",
    add: "Add a review",
    count: { zero: "No reviews yet.", one: "{count} review", other: "{count} reviews" } satisfies PluralForms,
    empty: "Add the first review a client gave you.",
    published: "Published",
    hidden: "Not published",
    edit: "Edit",
    editLabel: "Edit the review from {name}",
    newTitle: "New review",
    editTitle: "Review from {name}",
    back: "Back to the reviews",
    fields: {
      name: "Client's name",
      nameHint: "As the client agreed to be named, e.g. Ana G.",
      city: "Client's city",
      text: "Review",
      textHint: "The client's words, in the language they used.",
      date: "Date of the review",
      lang: "Language of the review",
      published: "Show on the site",
    },
    langNames: { en: "English", es: "Spanish" },
    create: "Add review",
    save: "Save review",
    deleteHeading: "Delete this review",
    deleteConfirm: "Yes, delete the review from {name}. You can undo it for a few seconds afterwards.",
    delete: "Delete review",
    required: "required",
    summary: "The review was not saved. Check the fields marked below.",
    errors: {
      required: "Fill this in.",
      tooLong: "Too long: at most {max} characters.",
      markup: "Plain text only, without HTML tags.",
      date: "Enter a real date, not in the future.",
      choice: "Choose English or Spanish.",
      confirm: "Tick the box to confirm the deletion.",
    },
    toasts: { added: "Review added", saved: "Review saved" },
  },
};

export type AgentProfileText = typeof agentProfileEn;
