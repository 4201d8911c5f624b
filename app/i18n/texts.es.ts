import { accountEs } from "./account.es";
import { authEs } from "./auth.es";
import type { Texts } from "./texts.en";
import { uiEs } from "./ui.es";

export const textsEs: Texts = { ui: uiEs, auth: authEs, account: accountEs };
