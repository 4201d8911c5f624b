import { findPage, langFromPath, pages, propertyPrefix, type Lang } from "~/lib/routes";
import type { DeviceClass, VitalTemplate } from "~/lib/vitals";

export interface VitalPage {
  readonly path: string;
  readonly template: VitalTemplate;
  readonly lang: Lang;
}

const MAX_PATH = 300;

function templateOf(path: string, lang: Lang): VitalTemplate {
  if (path === "/") return "root";
  const page = findPage(path);
  if (page) return pages[page.id].template;
  const blogPrefix = `${pages.blog[lang]}/`;
  // Any slug under the blog: the articles are the database's, and an old slug's 301 lands on one.
  if (path.startsWith(blogPrefix) && /^[a-z0-9-]+$/.test(path.slice(blogPrefix.length))) return "article";
  if (path.startsWith(propertyPrefix[lang])) return "property";
  return "other";
}

/**
 * The page a report is about: the `path` query parameter the client adds to
 * the endpoint's URL, else the path of a same-origin Referer. Undefined when
 * neither names a path on this site.
 */
export function reportedPage(url: URL, referer: string | null): VitalPage | undefined {
  let path = url.searchParams.get("path");
  if (path === null && referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) path = from.pathname;
    } catch {
      path = null;
    }
  }
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.length > MAX_PATH) return undefined;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const lang = langFromPath(trimmed);
  return { path: trimmed, template: templateOf(trimmed, lang), lang };
}

/** Sec-CH-UA-Mobile where Chromium sends it; otherwise the User-Agent's well-known tokens. */
export function deviceClass(headers: Headers): DeviceClass {
  const agent = headers.get("User-Agent") ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  const hint = headers.get("Sec-CH-UA-Mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return /Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(agent) ? "mobile" : "desktop";
}
