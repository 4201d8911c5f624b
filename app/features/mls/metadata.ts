/** What `$metadata` says about the server, as far as the sync cares. */
export interface FeedMetadata {
  /** Property's fields (structural properties). */
  readonly propertyFields: ReadonlySet<string>;
  readonly mediaFields: ReadonlySet<string>;
  /** Property has a Media navigation property, so `$expand=Media` works. */
  readonly expandsMedia: boolean;
  /** A Media entity set exists, to ask for photos on their own. */
  readonly mediaResource: boolean;
  /** Members of each enumeration type, by the type's short name (StandardStatus, PropertyType…), where the server uses enumerations. */
  readonly enumMembers: ReadonlyMap<string, readonly string[]>;
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The body of `<Tag Name="name" …>…</Tag>` (or null), anywhere in the document. */
function element(xml: string, tag: string, name: string): string | null {
  const open = new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*\\bName="${name}"[^>]*?(/?)>`, "g");
  const found = open.exec(xml);
  if (!found) return null;
  if (found[1] === "/") return "";
  const start = open.lastIndex;
  const end = xml.indexOf(`</${tag}>`, start);
  const prefixedEnd = end < 0 ? xml.search(new RegExp(`</\\w+:${tag}>`)) : end;
  return xml.slice(start, prefixedEnd < 0 ? undefined : prefixedEnd);
}

function tags(body: string | null, tag: string): string[] {
  return body ? [...body.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*>`, "g"))].map((match) => match[0]) : [];
}

/**
 * Reads an OData 4 CSDL document (XML). Only the shape the sync needs:
 * element and attribute names, no namespaces resolved beyond short names,
 * which is how the RESO Data Dictionary names its types.
 */
export function parseMetadata(xml: string): FeedMetadata {
  const property = element(xml, "EntityType", "Property");
  const mediaType = element(xml, "EntityType", "Media");
  const names = (body: string | null) => new Set(tags(body, "Property").map((tag) => attribute(tag, "Name")).filter((name): name is string => !!name));
  const enumMembers = new Map<string, string[]>();
  for (const match of xml.matchAll(/<(?:\w+:)?EnumType\b[^>]*\bName="([^"]+)"[^>]*>([\s\S]*?)<\/(?:\w+:)?EnumType>/g)) {
    enumMembers.set(match[1]!, tags(match[2]!, "Member").map((tag) => attribute(tag, "Name")).filter((name): name is string => !!name));
  }
  return {
    propertyFields: names(property),
    mediaFields: names(mediaType),
    expandsMedia: tags(property, "NavigationProperty").some((tag) => attribute(tag, "Name") === "Media"),
    mediaResource: tags(xml, "EntitySet").some((tag) => attribute(tag, "Name") === "Media"),
    enumMembers,
  };
}
