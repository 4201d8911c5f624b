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

// The page has painted before this module was requested (app/server/html/defer-scripts.server.ts);
// it hydrates once its language's texts are in (the other language's never load).
void loadPageTexts(window.location.pathname).then(hydrate);
