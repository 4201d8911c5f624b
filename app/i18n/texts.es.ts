import { accountEs } from "./account.es";
import type { Texts } from "./texts.en";
import { uiEs } from "./ui.es";

export const textsEs: Texts = { ui: uiEs, account: accountEs };
