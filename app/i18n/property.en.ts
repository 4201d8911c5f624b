/** The property page's photos, actions and MLS attribution, which listing cards, the gallery and articles share, in English. */
export const propertyEn = {
  gallery: {
    title: "Photos",
    open: "Photo {index} of {count}: {alt}",
    viewAll: { one: "View the photo", other: "View all {count} photos" },
    viewer: "Photos of {address}",
    viewerHint: "Use the arrow keys or swipe to move between photos. Escape closes the viewer.",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close the photos",
    counter: "{index} / {count}",
    none: "No photos yet",
  },
  remarks: {
    title: "About this property",
    original: "Description in English",
    /** A Spanish page's remarks the MLS pass machine-translated (ADR 0125): the label, and the original one tap away. */
    machine: "Machine-translated from English",
    readOriginal: "Read the original in English",
  },
  actions: {
    title: "Interested?",
    showing: "Schedule a showing",
    question: "Ask a question",
    share: "Share",
    shareTitle: "Share this property",
    copied: "Link copied",
    copyFailed: "Couldn't copy the link. Copy it from the address bar.",
    email: "E-mail",
    whatsapp: "WhatsApp",
    shareText: "Take a look at this property: {address}",
  },
  idx: {
    courtesy: "Listing courtesy of {agent}, {office}.",
    courtesyOffice: "Listing courtesy of {office}.",
    asOf: "Information as of {date}",
    disclaimer: "Information is deemed reliable but not guaranteed and should be independently verified.",
  },
};
