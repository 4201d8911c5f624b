import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTexts } from "./i18n";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's language's texts load while the browser paints (the other language's never do).
const texts = loadPageTexts(window.location.pathname);
const hydrateWithTexts = () => void texts.then(hydrate);

// The server's HTML is complete: let the browser paint it before hydration takes the main thread.
// A hidden page paints nothing, so it hydrates at once.
if (document.visibilityState === "hidden") hydrateWithTexts();
else requestAnimationFrame(() => setTimeout(hydrateWithTexts, 0));
