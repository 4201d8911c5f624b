import { authEn } from "./auth.en";
import { authEs } from "./auth.es";
import { calculatorsEn } from "./calculators.en";
import { calculatorsEs } from "./calculators.es";
import { registerPart, registerTexts } from "./index";
import { propertyPageEn } from "./property-page.en";
import { propertyPageEs } from "./property-page.es";
import { textsEn } from "./texts.en";
import { textsEs } from "./texts.es";

// The server (and unit tests) speak both languages; the browser loads one at a time (see loadTexts).
registerTexts("en", textsEn);
registerTexts("es", textsEs);
registerPart("auth", "en", authEn);
registerPart("auth", "es", authEs);
registerPart("calculators", "en", calculatorsEn);
registerPart("calculators", "es", calculatorsEs);
registerPart("property", "en", propertyPageEn);
registerPart("property", "es", propertyPageEs);
