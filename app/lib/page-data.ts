import type { PageId, Lang } from "./routes";
import type { Seo } from "./seo";

/**
 * What every page says about itself, in one language: written in
 * content/pages/<page>.<lang>.md (ADR 0010), read by app/server/page-texts.server.ts
 * and passed to the page in its loader data.
 */
export interface PageText {
  /** The document title, without the site name (the layout appends it). */
  readonly title: string;
  /** The meta description: 120 to 160 characters. */
  readonly description: string;
  readonly h1: string;
  /** One or two paragraphs under the H1. */
  readonly intro: string;
  /** Optional further sections under the introduction. */
  readonly sections?: ReadonlyArray<{ readonly heading: string; readonly body: string }>;
  /** The mobile hero banner. */
  readonly hero: { readonly title: string; readonly subtitle: string; readonly description: string };
}

/** What every page of the route table loads (`pageData` in app/server/page.server.ts): which page it is, its texts and its SEO. */
export interface PageData {
  id: PageId;
  lang: Lang;
  text: PageText;
  seo: Seo;
}
