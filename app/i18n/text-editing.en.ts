import type { PlaceholderName } from "~/lib/placeholders";

/** What the agent's text editors (page texts, articles, reply templates) say around her text, in English (ADR 0423). */
export const textEditingEn = {
  placeholders: {
    phone: "Your phone",
    agentName: "Your name",
    agent: "Your name",
    email: "Your e-mail",
    brokerage: "Your brokerage",
    years: "Your years in real estate",
    name: "The client's name",
    listing: "The property's address",
    link: "The property's page",
    similar: "Similar listings",
    request: "What the client asked for",
    callback: "When you'll call or write back",
  } satisfies Record<PlaceholderName, string>,
  insert: "Insert",
  insertLink: "Link to a page or an article",
  chipsHint: "The gray boxes fill themselves in from your profile when the page is shown.",
  templateChipsHint: "The gray boxes are filled in for each client when you send the reply.",
  instantChipsHint: "The gray boxes are filled in for each client when the instant reply goes out.",
  /** Without script: each placeholder as typed, then what it stands for. */
  typedNames: "These fill themselves in where you type them:",
  typedName: "{token} for {label}",
  typedLink: "To link another page, put the words in square brackets and the page after them in parentheses, for example [our mortgage tools](tools).",
  linkChip: "Link to {target}",
  linkDialog: {
    title: "Link to a page or an article",
    description: "Pick where the words should lead. You can search in either language.",
    words: "Words shown",
    wordsHint: "Leave empty to use the name of the page.",
    search: "Search pages and articles",
    pages: "Pages of your site",
    articles: "Your articles",
    none: "Nothing matches. Try another word.",
    close: "Close",
  },
  preview: {
    phone: "Phone",
    desktop: "Computer",
    width: "Show the preview as on a",
    frame: "Preview of the whole page",
    outlined: "Your text is outlined in orange, where visitors will see it.",
    loading: "Loading the page…",
    failed: "The page could not be loaded for the preview; your text alone is shown below.",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TextEditingText = Widen<typeof textEditingEn>;
