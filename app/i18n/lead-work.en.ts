/**
 * The agent's work on a lead, in English: replies and their templates, the
 * timeline, follow-ups, what the lead looked at, alerts on her phone and the
 * morning digest. Its shape is the type the Spanish file must match.
 */
export const leadWorkEn = {
  nav: "Replies and alerts",
  reply: {
    title: "Reply by e-mail",
    intro: "Sent from the site to {email}, in {lang}. Answers come back to {agentEmail}.",
    noEmail: "This lead left no e-mail address: call, text or write on WhatsApp instead.",
    template: "Start from",
    subject: "Subject",
    body: "Message",
    send: "Send reply",
    subjectRequired: "Please write a subject.",
    bodyRequired: "Please write the message.",
    tooLong: "Please keep it under {max} characters.",
    editTemplates: "Edit the templates",
    held: "Move the lead to the inbox before replying.",
    preview: "Preview",
    previewTitle: "What {name} receives",
    previewIntro: "Exactly as it goes out, in {lang}. Empty list lines are left out.",
    previewTo: "To",
    replaceTitle: "Replace your text?",
    replaceDescription: "You changed this message. “{template}” can take its place, or go below what you wrote.",
    replace: "Replace",
    keepMine: "Keep mine",
    addBelow: "Add below",
    close: "Close",
    addedBelow: "Your text is kept: “{template}” was added below it.",
  },
  templateNames: { thanks: "Thanks and next step", showingTimes: "Showing times", listings: "The listing and similar ones", valuation: "Valuation follow-up" },
  /**
   * The site's wording of each template, in this language (the lead's, when replying). Placeholders:
   * {name} the lead, {agent}, {brokerage}, {phone} the agent's, {listing} the property's address,
   * {link} its page, {similar} similar listings, one per line. A line whose placeholder the lead has no value
   * for (no listing) is left out, so a sentence that names the listing stands on its own line.
   */
  templates: {
    thanks: {
      subject: "Your request to {agent}",
      body: "Hi {name},\n\nThank you for writing. I have your request and I'll help you with the next step: when would be a good time for a short call? You can also answer this e-mail or reach me at {phone}.",
    },
    showingTimes: {
      subject: "Showing times for {listing}",
      body: "Hi {name},\n\nThank you for asking to see {listing}.\nI can show you the home at these times:\n\n- \n- \n- \n\nTell me which one works for you, or suggest another.\nThe listing: {link}",
    },
    listings: {
      subject: "{listing} and similar homes",
      body: "Hi {name},\n\nHere is the listing you asked about: {listing}\n{link}\n\nThese are similar and may interest you too:\n{similar}\n\nI'd be glad to show you any of them.",
    },
    valuation: {
      subject: "Your home's value",
      body: "Hi {name},\n\nThank you for asking what your home is worth. To give you a price you can rely on I'd like to see it and compare it with recent sales nearby. When could I stop by? It takes about half an hour and there is no cost.",
    },
  },
  timeline: {
    title: "Timeline",
    request: "Received: {type}",
    status: "Status: {status}",
    reply: "Reply sent: {subject}",
    followUp: "Follow-up set for {date}",
    followUpCleared: "Follow-up cleared",
    note: "Note",
    showReply: "Show the reply",
  },
  followUp: {
    due: "Due {date}",
    overdue: "Overdue since {date}",
    today: "Due today",
  },
  due: { view: "Due ({count})", title: "Due and overdue", description: "Leads with a task due today or before, the most overdue first. Won and lost leads are left out.", empty: "Nothing is due. Well done.", count: { one: "{count} lead due", other: "{count} leads due" } },
  activity: {
    title: "What they looked at",
    intro: "From the account {email}: what they keep and viewed while signed in.",
    favorites: "Favorites",
    searches: "Saved searches",
    viewed: "Recently viewed",
    none: "Nothing yet.",
    noAccount: "No account with this e-mail: the visitor hasn't signed up, or used another address.",
    gone: "No longer on the site",
  },
  push: {
    title: "Alerts on this device",
    intro: "Get a notification on this phone or computer the moment a lead arrives. E-mail alerts keep coming too.",
    enable: "Notify me on this device",
    test: "Send a test notification",
    enabled: "This device gets notifications.",
    denied: "Notifications are blocked for this site in the browser's settings. Allow them there, then try again.",
    unsupported: "This browser can't receive notifications. On an iPhone, add the site to the home screen first.",
    needsScript: "Notifications need JavaScript, which is off or still loading.",
    failed: "The browser couldn't subscribe. Try again in a moment.",
    dismissed: "Notifications weren't turned on: choose Allow when the browser asks.",
    refused: "The site couldn't keep this browser's subscription. Try again, or turn notifications on in another browser.",
    refusedService: "This browser's notifications go through a push service the site doesn't send to. Turn them on in Chrome, Firefox, Edge or Safari.",
    devices: "Your devices",
    noDevices: "No device gets notifications yet.",
    added: "Added {date}",
    remove: "Remove",
    removeDevice: "Remove {device}",
    thisDevice: "this device",
    leadTitle: "{type} — {name}",
    leadNoPlace: "Tap to read and answer.",
    testTitle: "Notifications work",
    testBody: "Leads will appear like this on {device}.",
  },
  templatesPage: {
    title: "Reply templates",
    intro: "The e-mails you start a reply from, in both languages. The lead's language picks which one. Words in braces are filled in when you reply:",
    english: "In English",
    spanish: "In Spanish",
    save: "Save template",
    reset: "Use the site's wording",
    edited: "Edited",
  },
  digest: {
    subject: "Leads for {date}: {new} new, {due} due",
    heading: "Your leads this morning",
    intro: "Good morning. Here are the leads to look at today.",
    newTitle: "New since yesterday's e-mail",
    none: "None.",
    line: "{type} from {name}, {when}",
    open: "Open the inbox",
    footer: "You get this e-mail at 7:00 on days with new or due leads.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LeadWorkText = Widen<typeof leadWorkEn>;
