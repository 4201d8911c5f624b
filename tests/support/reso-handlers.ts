/**
 * Answers an OData collection request ($filter, $orderby, $count, $select, $top, $skip and a server page
 * size, @odata.nextLink, $expand=Media) over rows held in memory, as the RESO Web API Core describes it.
 */
import type { FieldDef } from "./reso-metadata";
import { mediaFields } from "./reso-metadata";
import { parseFilter, parseOrderBy, parseSelect, pick, QueryError, type Row } from "./reso-query";

/** How the server tells a client there is more: a next link with $skip, with an opaque $skiptoken, or nothing. */
export type NextLinkStyle = "skip" | "skiptoken" | "none";

/**
 * What the server does with `$skip`, as production MLS servers differ: honours it, ignores it (answers
 * an empty page, as a server that pages only by its own links does), or refuses one past a cap with 400.
 */
export type SkipStyle = "honour" | "empty" | { readonly cap: number };

export interface CollectionRequest {
  readonly resource: string;
  readonly rows: readonly Row[];
  readonly fields: readonly FieldDef[];
  readonly params: URLSearchParams;
  readonly serviceRoot: string;
  readonly maxPageSize: number;
  readonly nextLinks: NextLinkStyle;
  readonly skip?: SkipStyle;
  /** The most records a request may ask for with $top; more is read as this many (no next link says there was more). */
  readonly topCap?: number;
  /** The media of a Property row, for $expand=Media (already absolute URLs). */
  readonly mediaOf?: (row: Row) => readonly Row[];
}

const supported = new Set(["$filter", "$orderby", "$select", "$top", "$skip", "$skiptoken", "$count", "$expand", "$format"]);

function nonNegativeInteger(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw new QueryError(`${name} must be a non-negative integer`);
  return Number(value);
}

interface Expand {
  readonly select?: string[];
  readonly orderby?: (a: Row, b: Row) => number;
}

/** `Media` or `Media($select=…;$orderby=…)`; photos come ordered by Order unless the request says otherwise. */
function parseExpand(expand: string): Expand {
  const match = /^Media(?:\((.*)\))?$/.exec(expand.trim());
  if (!match) throw new QueryError(`cannot expand '${expand}'`);
  let select: string[] | undefined;
  let orderby = parseOrderBy("Order", mediaFields);
  for (const option of (match[1] ?? "").split(";").filter(Boolean)) {
    const [name, value = ""] = option.split("=");
    if (name === "$select") select = parseSelect(value, mediaFields);
    else if (name === "$orderby") orderby = parseOrderBy(value, mediaFields);
    else throw new QueryError(`unsupported option '${name}' in $expand`);
  }
  return { select, orderby };
}

export function queryCollection(request: CollectionRequest): Record<string, unknown> {
  const { params, fields } = request;
  for (const name of params.keys()) if (name.startsWith("$") && !supported.has(name)) throw new QueryError(`unsupported query option ${name}`);
  const filter = params.get("$filter");
  const orderby = params.get("$orderby");
  const select = params.get("$select");
  const expandText = params.get("$expand");
  const asked = nonNegativeInteger(params.get("$top"), "$top");
  const top = asked === undefined || request.topCap === undefined ? asked : Math.min(asked, request.topCap);
  const token = params.get("$skiptoken");
  const skip = token !== null ? Number(Buffer.from(token, "base64url").toString()) : (nonNegativeInteger(params.get("$skip"), "$skip") ?? 0);
  if (!Number.isInteger(skip) || skip < 0) throw new QueryError("invalid $skiptoken");
  const skipStyle = request.skip ?? "honour";
  if (typeof skipStyle === "object" && skip > skipStyle.cap) throw new QueryError(`$skip may not exceed ${skipStyle.cap}`);

  let rows = filter ? request.rows.filter(parseFilter(filter, fields)) : [...request.rows];
  // Without $orderby a real server pages in its own stable order; this one uses the entity key.
  rows.sort(parseOrderBy(orderby ?? fields[0]?.name ?? "", fields));
  const total = rows.length;
  const pageSize = Math.min(top ?? Number.POSITIVE_INFINITY, request.maxPageSize);
  rows = skipStyle === "empty" && skip > 0 ? [] : rows.slice(skip, skip + pageSize);

  const names = select ? parseSelect(select, fields) : undefined;
  const expand = expandText ? parseExpand(expandText) : undefined;
  if (expand && !request.mediaOf) throw new QueryError(`${request.resource} has no navigation property to expand`);
  const value = rows.map((row) => {
    const out = pick(row, names);
    if (expand && request.mediaOf) out.Media = [...request.mediaOf(row)].sort(expand.orderby).map((media) => pick(media, expand.select));
    return out;
  });

  const body: Record<string, unknown> = { "@odata.context": `${request.serviceRoot}/$metadata#${request.resource}` };
  if (params.get("$count") === "true") body["@odata.count"] = total;
  body.value = value;

  const consumed = skip + rows.length;
  const wanted = top === undefined ? total : Math.min(total, skip + top);
  if (request.nextLinks !== "none" && rows.length > 0 && consumed < wanted) {
    const next = new URLSearchParams(params);
    next.delete("$skip");
    next.delete("$skiptoken");
    if (top !== undefined) next.set("$top", String(top - rows.length));
    if (request.nextLinks === "skip") next.set("$skip", String(consumed));
    else next.set("$skiptoken", Buffer.from(String(consumed)).toString("base64url"));
    body["@odata.nextLink"] = `${request.serviceRoot}/${request.resource}?${next.toString()}`;
  }
  return body;
}
