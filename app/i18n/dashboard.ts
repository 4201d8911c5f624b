import type { Lang } from "~/lib/routes";
import { dashboardEn, type DashboardText } from "./dashboard.en";
import { dashboardEs } from "./dashboard.es";

/** The agent's dashboard in both languages (ADR 0430). */
export const dashboardTexts: Record<Lang, DashboardText> = { en: dashboardEn, es: dashboardEs };
