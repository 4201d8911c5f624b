import { useLocation } from "react-router";
import { preferredLang } from "~/lib/cookies";
import { langFromPath, type Lang } from "~/lib/routes";
import type { AccountText } from "./account.en";
import type { AuthText } from "./auth.en";
import { pagesEn } from "./pages.en";
import { pagesEs } from "./pages.es";
import type { Texts } from "./texts.en";
import type { PageTexts } from "./types";
import type { UiText } from "./ui.en";

/**
 * The texts of each language, registered once loaded: the server registers
 * both at boot (./all-texts), the browser only the page's language before
 * hydrating and the other one before a language switch renders (loadTexts),
 * so a page never downloads the language it doesn't show.
 */
const registered: Partial<Record<Lang, Texts>> = {};

export function registerTexts(lang: Lang, texts: Texts): void {
  registered[lang] = texts;
}

const loaders: Record<Lang, () => Promise<Texts>> = {
  en: () => import("./texts.en").then((module) => module.textsEn),
  es: () => import("./texts.es").then((module) => module.textsEs),
};

export async function loadTexts(lang: Lang): Promise<void> {
  if (!registered[lang]) registerTexts(lang, await loaders[lang]());
}

/** In the browser, before a page renders: its language, and on the root page (which has none) the remembered one. */
export async function loadPageTexts(pathname: string): Promise<void> {
  await loadTexts(pathname === "/" ? (preferredLang(document.cookie) ?? "en") : langFromPath(pathname));
}

function texts(lang: Lang): Texts {
  const loaded = registered[lang];
  if (!loaded) throw new Error(`The ${lang} texts are not loaded`);
  return loaded;
}

function byLang<T>(pick: (texts: Texts) => T): Record<Lang, T> {
  return {
    get en() {
      return pick(texts("en"));
    },
    get es() {
      return pick(texts("es"));
    },
  };
}

export const ui: Record<Lang, UiText> = byLang((texts) => texts.ui);
/** Page texts reach the browser in the loader data of the page (app/server/page.server.ts), so the client bundle drops these. */
export const pageTexts: Record<Lang, PageTexts> = { en: pagesEn, es: pagesEs };
export const authTexts: Record<Lang, AuthText> = byLang((texts) => texts.auth);
export const accountTexts: Record<Lang, AccountText> = byLang((texts) => texts.account);

/** Fills `{name}` placeholders; unknown names are left as written so a gap is visible in review. */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** The page language is the first path segment, so it is known on the server and the client alike. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export function useUi(): UiText {
  return ui[useLang()];
}

/** A feature's own dictionary (en and es) in the page language. */
export function useDictionary<T>(dictionary: Record<Lang, T>): T {
  return dictionary[useLang()];
}

export function useAuthText(): AuthText {
  return authTexts[useLang()];
}

export function useAccountText(): AccountText {
  return accountTexts[useLang()];
}
