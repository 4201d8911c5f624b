import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** React Router's own key, so positions saved by its component restore with this one. */
const storageKey = "react-router-scroll-positions";

/**
 * Runs while the end of the body is parsed, before any of the page's code: React Router's
 * scroll-restoration script, lighter on a first visit. An entry that has no key yet is new, so
 * nothing can be saved under the key it gets: it skips reading sessionStorage (the first read
 * loads the whole area with a synchronous call to the browser, 6–11 ms here, ADR 0508), and it
 * writes the history index React Router would otherwise write in a second `replaceState` while
 * it starts. The read that React Router's hook makes while hydrating is then done ahead, in a
 * task of its own. An entry the visitor comes back to (a reload, back or forward to another
 * document) has a key, and is put back where it was, as before.
 */
const restore = [
  "(function(k){var h=history,s=h.state;",
  'if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");',
  "setTimeout(function(){try{sessionStorage.length}catch(e){}});return}",
  'try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}',
  "catch(e){try{sessionStorage.removeItem(k)}catch(e){}}",
  `})(${JSON.stringify(storageKey)})`,
].join("");

/** Saves and restores scroll positions across navigations, as React Router's `<ScrollRestoration>`. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restore }} />;
}
