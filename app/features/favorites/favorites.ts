/** What the favorites action answers a heart that sent it by script. */
export type FavoriteActionData = { readonly ok: true; readonly intent: "add" | "remove" } | { readonly ok: false; readonly reason: "sign-in" | "invalid" | "error" };
