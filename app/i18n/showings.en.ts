/** A booked showing's mail, the agent's notice of it and the visitor's pages to change or cancel it, in English (ADR 0431). */
export const showingsEn = {
  modes: { inPerson: "in person", video: "by live video" },
  mail: {
    subject: "Your showing on {when} is booked",
    heading: "See you on {when}, {name}",
    intro: "Your private showing of {place} is booked {mode} on {when} (Valley time). {agentName} confirms it personally.",
    calendar: "The invite attached adds it to your calendar.",
    reschedule: "Need another time? {url}",
    cancel: "Can't make it? Cancel here: {url}",
    footer: "You receive this e-mail because you booked a showing on our website. The links are yours alone: don't forward this e-mail.",
    eventSummary: "Showing: {place}",
    eventDescription: "Private showing {mode} with {agentName}. Change or cancel: {url}",
    cancelledSubject: "Your showing on {when} is cancelled",
    cancelledIntro: "Your showing of {place} on {when} is cancelled. You can book another time on the listing's page: {url}",
    movedSubject: "Your showing moved to {when}",
  },
  agent: {
    booked: "Booked showing: {when}, {mode}.",
    cancelled: "{name} cancelled the showing of {place} on {when}.",
    moved: "{name} moved the showing of {place} from {from} to {when}.",
    cancelledTitle: "Showing cancelled: {name}",
    movedTitle: "Showing moved: {name}",
    open: "Open the lead",
  },
  manage: {
    cancelTitle: "Cancel your showing",
    rescheduleTitle: "Change your showing's time",
    what: "Your showing of {place} on {when} (Valley time), {mode}.",
    cancelButton: "Cancel the showing",
    rescheduleButton: "Move it to this time",
    cancelledTitle: "Your showing is cancelled",
    cancelledBody: "The time is free again. We sent you an e-mail about it.",
    movedTitle: "Your showing is moved",
    movedBody: "It is now on {when}. A new invite with new links is on its way to your e-mail; the old links no longer work.",
    noSlots: "There are no other free times in the next two weeks. Please call {phone} to find one.",
    goneTitle: "This link no longer works",
    goneBody: "The showing was already cancelled or moved, or its time has passed. For the current one, use the links in the latest e-mail we sent you.",
    unknownTitle: "This link doesn't work",
    unknownBody: "It may have been used already to move the showing (the newer e-mail has the links that work), or it wasn't copied whole. For help, call {phone}.",
    listing: "See the listing",
    times: "Free times (Valley time)",
    taken: "That time was just taken by someone else. Please choose another one.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ShowingsText = Widen<typeof showingsEn>;
