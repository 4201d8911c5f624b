import type { Lang } from "./routes";

// Apart from routes.ts, as the agent's section paths are (ADR 0414): every page's first load carries
// routes.ts, and only a booking's mail and its own pages need these.
/**
 * A booked showing's pages for its visitor, from the links in their confirmation (ADR 0431): the
 * language's base, the action's word, then the secret token. One route per language takes both actions.
 */
export const showingManageBase = { en: "/en/showing/", es: "/es/visita/" } as const satisfies Record<Lang, string>;
export const showingManageWords = { cancel: { en: "cancel", es: "cancelar" }, reschedule: { en: "reschedule", es: "cambiar" } } as const;
export type ShowingManageAction = keyof typeof showingManageWords;
export const showingManagePrefix = {
  cancel: { en: `${showingManageBase.en}${showingManageWords.cancel.en}/`, es: `${showingManageBase.es}${showingManageWords.cancel.es}/` },
  reschedule: { en: `${showingManageBase.en}${showingManageWords.reschedule.en}/`, es: `${showingManageBase.es}${showingManageWords.reschedule.es}/` },
} as const satisfies Record<ShowingManageAction, Record<Lang, string>>;

/** Which action a manage page's word names in its language, if any. */
export function showingManageAction(lang: Lang, word: string | undefined): ShowingManageAction | undefined {
  return (Object.keys(showingManageWords) as ShowingManageAction[]).find((action) => showingManageWords[action][lang] === word);
}

/** Where a visitor accepts the new time the agent proposed for their showing, beside its other links; the Accept link's own token follows (ADR 0432). */
export const showingAcceptPrefix = { en: `${showingManageBase.en}accept/`, es: `${showingManageBase.es}aceptar/` } as const satisfies Record<Lang, string>;
