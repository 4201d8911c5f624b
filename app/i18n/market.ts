import type { Lang } from "~/lib/routes";
import { marketEn, type MarketText } from "./market.en";
import { marketEs } from "./market.es";

/** The market page's texts in both languages (ADR 0010). */
export const marketTexts: Record<Lang, MarketText> = { en: marketEn, es: marketEs };
