import { useLocation } from "react-router";
import { findPage, isLang, langFromPath, propertyPrefix, type Lang, type PageId } from "~/lib/routes";
import type { AccountText } from "./account.en";
import type { AuthText } from "./auth.en";
import type { CalculatorsText } from "./calculators.en";
import type { PropertyPageText } from "./property-page.en";
import type { Texts } from "./texts.en";
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

/** Texts only some pages need, loaded with those pages (or with the dialog that uses them) rather than with every page. */
interface Parts {
  auth: AuthText;
  calculators: CalculatorsText;
  property: PropertyPageText;
}
type PartName = keyof Parts;

const partLoaders: { [K in PartName]: Record<Lang, () => Promise<Parts[K]>> } = {
  auth: {
    en: () => import("./auth.en").then((module) => module.authEn),
    es: () => import("./auth.es").then((module) => module.authEs),
  },
  calculators: {
    en: () => import("./calculators.en").then((module) => module.calculatorsEn),
    es: () => import("./calculators.es").then((module) => module.calculatorsEs),
  },
  property: {
    en: () => import("./property-page.en").then((module) => module.propertyPageEn),
    es: () => import("./property-page.es").then((module) => module.propertyPageEs),
  },
};

const registeredParts: { [K in PartName]: Partial<Record<Lang, Parts[K]>> } = { auth: {}, calculators: {}, property: {} };

export function registerPart<K extends PartName>(name: K, lang: Lang, texts: Parts[K]): void {
  registeredParts[name][lang] = texts;
}

export async function loadPart(name: PartName, lang: Lang): Promise<void> {
  if (!registeredParts[name][lang]) registerPart(name, lang, await partLoaders[name][lang]());
}

function part<K extends PartName>(name: K, lang: Lang): Parts[K] {
  const loaded = registeredParts[name][lang];
  if (!loaded) throw new Error(`The ${lang} ${name} texts are not loaded`);
  return loaded;
}

export const pageParts: Partial<Record<PageId, PartName[]>> = { tools: ["calculators"], account: ["auth"] };

/**
 * In the browser, before a page renders: its language (on the root page,
 * which has none, the remembered one), the parts the page needs, and the
 * parts already in use in the other language, so a language switch keeps an
 * open dialog's texts.
 */
export async function loadPageTexts(pathname: string): Promise<void> {
  // The root's language is the one its server chose from the cookie or the browser's languages (routes/root-loading.tsx).
  const rootLang = pathname === "/" ? document.querySelector("main")?.lang : undefined;
  const lang = pathname === "/" ? (isLang(rootLang) ? rootLang : "en") : langFromPath(pathname);
  const page = findPage(pathname)?.id;
  const inUse = (Object.keys(registeredParts) as PartName[]).filter((name) => Object.keys(registeredParts[name]).length > 0);
  // A listing's page (its address is not in the page table) and the page of a listing gone.
  const property: PartName[] = pathname.startsWith(propertyPrefix[lang]) ? ["property"] : [];
  const needed = new Set([...(page ? (pageParts[page] ?? []) : []), ...property, ...inUse]);
  await Promise.all([loadTexts(lang), ...[...needed].map((name) => loadPart(name, lang))]);
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
export const authTexts: Record<Lang, AuthText> = {
  get en() {
    return part("auth", "en");
  },
  get es() {
    return part("auth", "es");
  },
};
/** The property page's own texts (its header, facts, location, payment estimate, similar listings, a gone listing's page). */
export const propertyPageTexts: Record<Lang, PropertyPageText> = {
  get en() {
    return part("property", "en");
  },
  get es() {
    return part("property", "es");
  },
};

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
  return part("auth", useLang());
}

/** The calculators' texts, with the money words they share with the property page. */
export function useToolsText(): CalculatorsText & UiText["tools"] {
  const lang = useLang();
  return { ...ui[lang].tools, ...part("calculators", lang) };
}

export function useAccountText(): AccountText {
  return accountTexts[useLang()];
}
