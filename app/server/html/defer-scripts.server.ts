/**
 * Moves a page's scripts behind its first paint.
 *
 * React Router's `<Scripts>` preloads every module in the head and starts
 * them from an inline module script; on a slow phone network those ~30
 * requests share the line with the stylesheet and the first image, and a
 * page that is complete as HTML waits for code it does not need to be seen.
 * This rewrites the server's HTML so the same preloads and the same module
 * script are added by a small classic script once the page has painted
 * (at once for a page loading in a hidden tab, which paints nothing).
 * Inserting a preload costs a phone a few milliseconds of main thread, so
 * they go in three per task, into the body (no <head> style bookkeeping),
 * and no single task blocks input for long.
 * Nothing else changes: without JavaScript none of it ran anyway, and if
 * React Router's markup ever stops matching, the page is left as it was.
 */
const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function deferScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const hrefs = [...html.matchAll(preloadLink)].map((match) => match[1]);
  const start = [
    "(function(){",
    `var h=${scriptJson(hrefs)},c=${scriptJson(script[1])};`,
    "function go(){var i=0;(function next(){",
    'for(var e=Math.min(i+3,h.length);i<e;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];document.body.appendChild(l)}',
    "if(i<h.length)return setTimeout(next,0);",
    'var s=document.createElement("script");s.type="module";s.textContent=c;document.body.appendChild(s)})()}',
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})',
    "})()",
  ].join("");
  return html.replace(preloadLink, "").replace(moduleScript, () => `<script>${start}</script>`);
}
