import { accountEn } from "./account.en";
import { authEn } from "./auth.en";
import { uiEn } from "./ui.en";

/** Everything the site chrome and pages say in English, one module so a page loads one language. */
export const textsEn = { ui: uiEn, auth: authEn, account: accountEn };

export type Texts = typeof textsEn;
