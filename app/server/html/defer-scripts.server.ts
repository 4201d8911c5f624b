/**
 * Moves a page's scripts behind its first paint.
 *
 * React Router's `<Scripts>` preloads every module in the head and starts
 * them from an inline module script; on a slow phone network those ~30
 * requests share the line with the stylesheet and the first image, and a
 * page that is complete as HTML waits for code it does not need to be seen.
 * This rewrites the server's HTML so the same preloads and the same module
 * script are added by a small classic script once the browser reports the
 * first contentful paint (at once for a page loading in a hidden tab, which
 * paints nothing). Waiting for the report, not just for a frame, matters: a
 * request that starts before the paint is presented counts towards it in
 * Lighthouse's simulation, which then puts the page's first paint seconds late.
 * Inserting a preload costs a phone a few milliseconds of main thread, so
 * they go in one per task (a message, which browsers don't clamp as they do
 * nested timers), into the body (no <head> style bookkeeping), and no task
 * blocks input for long. The preloads go into a hidden element of their own
 * at the body's end, outside React's tree (which tolerates extra nodes there
 * and nowhere else): a dialog sets aria-hidden on the body's other children,
 * invalid on a <link>, and lands on that element instead. The module script
 * goes straight into the body: the dialog keeps scripts and their ancestors
 * unhidden and would reach the links again through an element holding one.
 * Nothing else changes: without JavaScript none of it ran anyway, and if
 * React Router's markup ever stops matching, the page is left as it was.
 */
const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export interface DeferredPage {
  readonly html: string;
  /** The module script the page now creates itself, whose hash the Content-Security-Policy lists. */
  readonly created: readonly string[];
}

export function deferScripts(html: string): DeferredPage {
  const script = moduleScript.exec(html);
  if (!script) return { html, created: [] };
  const hrefs = [...html.matchAll(preloadLink)].map((match) => match[1]);
  const start = [
    "(function(){",
        // What it creates carries its own nonce (scripts can read a nonce; attributes hide it): the policy trusts them by it, or by hash once a cached copy has no nonce.
    `var h=${scriptJson(hrefs)},c=${scriptJson(script[1])},n=(document.currentScript||{}).nonce||"",s=0,w=window,P=w.PerformanceObserver;`,
    "function go(){if(s)return;s=1;var i=0,m=new MessageChannel,b=document.createElement(\"div\");b.hidden=true;document.body.appendChild(b);m.port1.onmessage=function(){",
    'if(i<h.length){var l=document.createElement("link");l.rel="modulepreload";l.nonce=n;l.href=h[i++];b.appendChild(l);return m.port2.postMessage(0)}',
    'var e=document.createElement("script");e.type="module";e.nonce=n;e.textContent=c;document.body.appendChild(e)};m.port2.postMessage(0)}',
    'if(document.visibilityState==="hidden")return go();',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});',
    // A page that never reports a contentful paint still starts.
    "setTimeout(go,3000)}",
    "else requestAnimationFrame(function(){setTimeout(go,0)})",
    "})()",
  ].join("");
  return { html: html.replace(preloadLink, "").replace(moduleScript, () => `<script>${start}</script>`), created: [script[1] ?? ""] };
}
