import { accountEn } from "./account.en";
import { uiEn } from "./ui.en";

/**
 * What the site chrome and pages say in English, one module so a page loads
 * one language. Texts only a few pages use are parts of their own (see loadPart).
 */
export const textsEn = { ui: uiEn, account: accountEn };

export type Texts = typeof textsEn;
