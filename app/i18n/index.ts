import { useLocation } from "react-router";
import { langFromPath, type Lang } from "~/lib/routes";
import { accountEn, type AccountText } from "./account.en";
import { accountEs } from "./account.es";
import { authEn, type AuthText } from "./auth.en";
import { authEs } from "./auth.es";
import { pagesEn } from "./pages.en";
import { pagesEs } from "./pages.es";
import type { PageTexts } from "./types";
import { uiEn, type UiText } from "./ui.en";
import { uiEs } from "./ui.es";

export const ui: Record<Lang, UiText> = { en: uiEn, es: uiEs };
export const pageTexts: Record<Lang, PageTexts> = { en: pagesEn, es: pagesEs };
export const authTexts: Record<Lang, AuthText> = { en: authEn, es: authEs };
export const accountTexts: Record<Lang, AccountText> = { en: accountEn, es: accountEs };

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
