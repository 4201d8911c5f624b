/** The agent's page text editor, in English. Its shape is the type the Spanish file must match. */
export const pageEditorEn = {
  nav: "Page texts",
  listTitle: "Page texts",
  listIntro: "The words on your home page, About and the city and community guides, in both languages. The listings, figures and maps around them stay up to date by themselves.",
  edited: "Edited",
  editIn: { en: "Edit in English", es: "Edit in Spanish" },
  editTitle: "{page} ({lang})",
  langNames: { en: "English", es: "Spanish" },
  view: "View the page",
  back: "Back to the page texts",
  fields: { h1: "Main heading", description: "Search result description", body: "Text" },
  hints: {
    description: "{min} to {max} characters: what search engines show under the page's name.",
    body: "Leave an empty line between paragraphs. To start a new section, begin a line with two number signs and a space (## ) and write its heading after them.",
  },
  errors: {
    required: "Please fill this in.",
    tooLong: "Please keep it under {max} characters.",
    tooShort: "Please write at least {min} characters.",
    link: "A link points nowhere: {detail}",
  },
  preview: "Preview",
  previewTitle: "Preview",
  save: "Save",
  reset: "Use the site's text",
  conflict: {
    title: "Someone saved this page while you were editing",
    body: "Your text was not saved, so nothing was overwritten. Compare the two below: saving again keeps yours in place of theirs.",
    theirs: "Saved {time}",
    yours: "Yours (still in the form)",
  },
  draft: {
    restored: "Your unsaved changes from {time} were restored.",
    discard: "Discard them",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PageEditorText = Widen<typeof pageEditorEn>;
