import { registerTexts } from "./index";
import { textsEn } from "./texts.en";
import { textsEs } from "./texts.es";

// The server (and unit tests) speak both languages; the browser loads one at a time (see loadTexts).
registerTexts("en", textsEn);
registerTexts("es", textsEs);
