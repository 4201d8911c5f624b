/**
 * Words the Spanish texts share, written once so every page says them alike
 * (ADR 0126): a townhouse is "casa adosada", with the word the Valley also
 * uses in parentheses; new homes are "construcción nueva".
 */
export const townhouseEs = "casa adosada (townhouse)";
export const newConstructionEs = "construcción nueva";

/** A term at the start of a label. */
export const capitalized = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);
