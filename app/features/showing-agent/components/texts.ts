import { useLang } from "~/i18n";
import { showingAgentTexts } from "~/i18n/showing-agent";

export const useShowingText = () => showingAgentTexts[useLang()];
