/** Favorites, wishlist and saved searches, which pages of listings show, in English. The account page's texts are in the auth part. */
export const accountEn = {
  favorites: {
    save: "Save to favorites",
    remove: "Remove from favorites",
    saved: "Saved to favorites",
    removed: "Removed from favorites",
    signInFirst: "Sign in or create an account to keep this property: it is saved to your favorites as soon as you do",
    signIn: "Sign in",
  },
  wishlist: {
    empty: "No favorites yet. Tap the heart on any listing to keep it here.",
    browse: "Browse listings",
    signInPrompt: "Sign in to see the homes and properties you saved.",
    gone: "No longer available",
    goneNote: "This listing has left the market.",
    count: { zero: "No saved listings", one: "{count} saved listing", other: "{count} saved listings" },
  },
  savedSearch: {
    savedAs: "Saved as “{name}”.",
    rename: "Rename",
    manage: "Manage alerts",
    save: "Save this search",
    name: "Name",
    defaultName: "My search",
    submit: "Save search",
    saved: "Search saved. We'll e-mail you new matches",
    signInFirst: "Sign in or create an account to save this search: it is saved, with its e-mail alerts, as soon as you do",
    renamed: "Search renamed",
    deleted: "Search deleted",
    updated: "Alerts updated",
    nameRequired: "Give the search a name",
    nameTooLong: "Use at most {max} characters",
    limit: "You can keep up to {max} saved searches. Delete one to save another",
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AccountText = Widen<typeof accountEn>;
