/**
 * The instant reply (issue 55, item 4), in English: the agent's settings, the
 * site's wording of the message a lead gets within a minute, the promise of
 * when she will call, and its line on the timeline. Its shape is the type the
 * Spanish file must match.
 */
export const instantReplyEn = {
  settings: {
    title: "Instant reply",
    intro:
      "A first answer in your name, sent by e-mail within a minute of a request, in the client's language, while you are busy. It says when you will call. It doesn't count as your reply: the lead stays New until you answer yourself.",
    forms: "Send it for",
    formsHint: "Requests held as possible spam never get one, not even when you move them to the inbox.",
    save: "Save",
    saved: "Instant reply settings saved.",
    templateTitle: "The instant reply's message",
    templateIntro: "One message for every form, in each language: the client's details and yours fill themselves in.",
  },
  /** The forms as the settings name them. */
  forms: {
    contact: "Contact messages",
    showing: "Showing requests",
    question: "Questions about a property",
    staging: "Virtual staging requests",
    valuation: "Home valuation requests",
  },
  /** What `{request}` says, by form: the words after "Thank you for". */
  requests: {
    contact: "your message",
    showing: "your request to see the home",
    question: "your question about the home",
    staging: "your virtual staging request",
    valuation: "your request for a home valuation",
  },
  /** What `{callback}` says: by phone when the lead left one, else by e-mail, and when (ADR 0428). */
  callback: {
    call: "I'll call you {when}",
    write: "I'll write to you {when}",
    when: { thisMorning: "this morning", today: "today before 6 pm", tomorrowMorning: "tomorrow morning", mondayMorning: "on Monday morning" },
  },
  template: {
    subject: "Thank you for {request}",
    body: "Hi {name},\n\nThis is {agent}. Thank you for {request}: it's in my hands.\nThe home: {listing}\n{link}\n\n{callback}. If you'd rather, answer this e-mail or call me at {phone}.\n\nTalk soon,\n{agent}",
  },
  timeline: "Instant reply sent: {subject}",
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type InstantReplyText = Widen<typeof instantReplyEn>;
