/**
 * Structured data as a search engine reads a page: its title, canonical, robots and JSON-LD blocks, and
 * what the blocks lack of what Google's rich-result docs require and recommend (issue 58).
 */

/**
 * What Google's rich-result docs (developers.google.com/search/docs/appearance/structured-data/…)
 * require and recommend of each type the site writes, read from them, not guessed: LocalBusiness
 * (RealEstateAgent is one) requires name and address and recommends url, telephone, geo, image and
 * priceRange (issue 58 adds @id and logo); Event requires name, startDate and location, and
 * recommends description, endDate, eventAttendanceMode, eventStatus, image, offers, organizer and
 * performer (its Offer: price, priceCurrency, availability, url; validFrom, when tickets go on sale,
 * has no meaning for a free open house); Article (BlogPosting) requires nothing and recommends
 * headline, image, datePublished, dateModified and author (author.name, author.url); a breadcrumb's
 * ListItem requires position, name and item; a carousel's ItemList requires itemListElement, each
 * ListItem its position and url.
 */
export const google: Record<string, { required: readonly string[]; recommended: readonly string[] }> = {
  RealEstateAgent: { required: ["name", "address"], recommended: ["url", "telephone", "geo", "image", "priceRange", "@id", "logo", "areaServed"] },
  Event: { required: ["name", "startDate", "location"], recommended: ["description", "endDate", "eventAttendanceMode", "eventStatus", "image", "offers", "organizer", "performer"] },
  BlogPosting: { required: [], recommended: ["headline", "image", "datePublished", "dateModified", "author"] },
  Person: { required: ["name"], recommended: ["url"] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ItemList: { required: ["itemListElement"], recommended: [] },
};

/** An Event's Offer, as Google's events read it. */
const eventOffer = ["price", "priceCurrency", "availability", "url"];

/** The dates that say something already happened: never after now. */
const pastDates = ["datePosted", "datePublished", "dateModified", "dateCreated", "uploadDate"];

export type Node = Record<string, unknown>;

export const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

export function pageFacts(html: string) {
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const canonical = decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "");
  const noindex = /<meta name="robots" content="noindex"/.test(html);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null") as unknown);
  return { title, canonical, noindex, blocks };
}

/** Marks a typed object found inside another one. */
const NESTED = "__nested";

/** Every object with a type in the blocks, nested ones included, with whether it is a block's own entity. */
export function typedNodes(value: unknown, into: Node[] = [], nested = false): Node[] {
  if (Array.isArray(value)) for (const item of value) typedNodes(item, into, nested);
  else if (value && typeof value === "object") {
    const typed = "@type" in value;
    if (typed) into.push(nested ? { ...(value as Node), [NESTED]: true } : (value as Node));
    for (const child of Object.values(value)) typedNodes(child, into, nested || typed);
  }
  return into;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** What a page's structured data lacks of Google's table, and its dates to come, as readable lines. */
export function structuredDataProblems(path: string, blocks: unknown[], now: number): string[] {
  const problems: string[] = [];
  const lacks = (node: Node, keys: readonly string[], kind: string, type: string) => {
    for (const key of keys) if (!present(node[key])) problems.push(`${path}: ${type} lacks ${kind} ${key}`);
  };
  for (const node of typedNodes(blocks)) {
    const type = String(node["@type"]);
    const rules = google[type];
    // A RealEstateAgent inside another block (an offer's, an open house's host) names who it is, by @id where it is her; the entity is the block of its own.
    if (rules && !(type === "RealEstateAgent" && node[NESTED])) {
      lacks(node, rules.required, "required", type);
      lacks(node, rules.recommended, "recommended", type);
    }
    if (type === "Event") lacks((node.offers ?? {}) as Node, eventOffer, "recommended", "Event.offers");
    if (type === "ListItem") {
      lacks(node, ["position"], "required", type);
      if (!present(node.item) && !present(node.url)) problems.push(`${path}: ListItem lacks required item or url`);
      if (present(node.item)) lacks(node, ["name"], "required", type);
    }
    for (const key of pastDates) {
      const value = node[key];
      if (typeof value === "string" && Date.parse(value) > now) problems.push(`${path}: ${type}.${key} ${value} is in the future`);
    }
  }
  return problems;
}
