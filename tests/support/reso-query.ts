/**
 * The OData 4 system query options the test RESO server understands: $filter (comparisons, and/or/not,
 * parentheses, `in`, string/number/boolean/null/date/DateTimeOffset and qualified enum literals such as
 * `org.reso.metadata.enums.StandardStatus'Active'`), $orderby, $select. Anything else is refused with a
 * QueryError, which the server answers 400 the way an OData service does.
 */
import type { FieldDef } from "./reso-metadata";

export class QueryError extends Error {}

export type Row = Readonly<Record<string, unknown>>;

type Literal = { kind: "literal"; value: string | number | boolean | null; timestamp?: number };
type Field = { kind: "field"; name: string };
type Operand = Literal | Field;
type Node =
  | { kind: "compare"; op: "eq" | "ne" | "gt" | "ge" | "lt" | "le"; left: Operand; right: Operand }
  | { kind: "in"; left: Operand; list: Literal[] }
  | { kind: "and" | "or"; left: Node; right: Node }
  | { kind: "not"; inner: Node };

const TOKEN = /\s*(?:(\()|(\))|(,)|('(?:[^']|'')*')|([A-Za-z_][\w.]*'(?:[^']|'')*')|(\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))|(\d{4}-\d{2}-\d{2})|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([A-Za-z_][\w.]*))/y;

type Token = { type: "(" | ")" | "," | "string" | "enum" | "datetime" | "date" | "number" | "word"; text: string };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    if (/^\s*$/.test(input.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(input);
    if (!match) throw new QueryError(`cannot read $filter at position ${at}`);
    const kinds = ["(", ")", ",", "string", "enum", "datetime", "date", "number", "word"] as const;
    const index = match.slice(1).findIndex((group) => group !== undefined);
    tokens.push({ type: kinds[index] ?? "word", text: match[index + 1] ?? "" });
  }
  return tokens;
}

const unquote = (quoted: string) => quoted.slice(quoted.indexOf("'") + 1, -1).replace(/''/g, "'");

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[], private readonly fields: ReadonlyMap<string, FieldDef>) {}

  parse(): Node {
    const node = this.or();
    if (this.position < this.tokens.length) throw new QueryError(`unexpected '${this.tokens[this.position]?.text ?? ""}' in $filter`);
    return node;
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.position];
    return token?.type === "word" && token.text.toLowerCase() === word;
  }

  private expect(type: Token["type"]): Token {
    const token = this.tokens[this.position++];
    if (token?.type !== type) throw new QueryError(`expected ${type} in $filter`);
    return token;
  }

  private or(): Node {
    let node = this.and();
    while (this.peekWord("or")) {
      this.position++;
      node = { kind: "or", left: node, right: this.and() };
    }
    return node;
  }

  private and(): Node {
    let node = this.unary();
    while (this.peekWord("and")) {
      this.position++;
      node = { kind: "and", left: node, right: this.unary() };
    }
    return node;
  }

  private unary(): Node {
    if (this.peekWord("not")) {
      this.position++;
      return { kind: "not", inner: this.unary() };
    }
    if (this.tokens[this.position]?.type === "(") {
      this.position++;
      const inner = this.or();
      this.expect(")");
      return inner;
    }
    const left = this.operand();
    if (this.peekWord("in")) {
      this.position++;
      this.expect("(");
      const list: Literal[] = [];
      do {
        const item = this.operand();
        if (item.kind !== "literal") throw new QueryError("`in` takes literals");
        list.push(item);
      } while (this.tokens[this.position]?.type === "," && ++this.position);
      this.expect(")");
      return { kind: "in", left, list };
    }
    const op = this.tokens[this.position++]?.text.toLowerCase();
    if (op !== "eq" && op !== "ne" && op !== "gt" && op !== "ge" && op !== "lt" && op !== "le") {
      throw new QueryError(`unsupported operator '${op ?? ""}' in $filter`);
    }
    return { kind: "compare", op, left, right: this.operand() };
  }

  private operand(): Operand {
    const token = this.tokens[this.position++];
    if (!token) throw new QueryError("$filter ends too early");
    switch (token.type) {
      case "string":
      case "enum":
        return { kind: "literal", value: unquote(token.text) };
      case "datetime":
      case "date": {
        const timestamp = Date.parse(token.type === "date" ? `${token.text}T00:00:00Z` : token.text);
        if (Number.isNaN(timestamp)) throw new QueryError(`invalid date '${token.text}'`);
        return { kind: "literal", value: token.text, timestamp };
      }
      case "number":
        return { kind: "literal", value: Number(token.text) };
      case "word": {
        const lower = token.text.toLowerCase();
        if (lower === "true" || lower === "false") return { kind: "literal", value: lower === "true" };
        if (lower === "null") return { kind: "literal", value: null };
        if (!this.fields.has(token.text)) throw new QueryError(`unknown property '${token.text}' in $filter`);
        return { kind: "field", name: token.text };
      }
      default:
        throw new QueryError(`unexpected '${token.text}' in $filter`);
    }
  }
}

export type Predicate = (row: Row) => boolean;

/** A comparable form of a value: timestamps and dates as epoch milliseconds, so `gt` means later. */
function comparable(value: unknown, asTime: boolean): unknown {
  if (asTime && typeof value === "string") return Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

export function parseFilter(filter: string, fields: readonly FieldDef[]): Predicate {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const tree = new Parser(tokenize(filter), byName).parse();
  const isTime = (operand: Operand) =>
    operand.kind === "literal" ? operand.timestamp !== undefined : ["Edm.Date", "Edm.DateTimeOffset"].includes(byName.get(operand.name)?.type ?? "");
  const valueOf = (operand: Operand, row: Row, asTime: boolean) =>
    operand.kind === "literal" ? (asTime && operand.timestamp !== undefined ? operand.timestamp : operand.value) : comparable(row[operand.name] ?? null, asTime);
  const evaluate = (node: Node, row: Row): boolean => {
    switch (node.kind) {
      case "and":
        return evaluate(node.left, row) && evaluate(node.right, row);
      case "or":
        return evaluate(node.left, row) || evaluate(node.right, row);
      case "not":
        return !evaluate(node.inner, row);
      case "in": {
        const value = valueOf(node.left, row, false);
        return node.list.some((item) => item.value === value);
      }
      case "compare": {
        const asTime = isTime(node.left) || isTime(node.right);
        const left = valueOf(node.left, row, asTime);
        const right = valueOf(node.right, row, asTime);
        // A comparison other than eq/ne with null is false in OData.
        if ((left === null || right === null) && node.op !== "eq" && node.op !== "ne") return false;
        const order = compare(left, right);
        return { eq: order === 0, ne: order !== 0, gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[node.op];
      }
    }
  };
  return (row) => evaluate(tree, row);
}

export type Sorter = (a: Row, b: Row) => number;

export function parseOrderBy(orderby: string, fields: readonly FieldDef[]): Sorter {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const keys = orderby.split(",").map((part) => {
    const [name = "", direction = "asc", ...rest] = part.trim().split(/\s+/);
    const field = byName.get(name);
    if (!field || rest.length > 0 || !["asc", "desc"].includes(direction.toLowerCase())) throw new QueryError(`cannot order by '${part.trim()}'`);
    const asTime = field.type === "Edm.Date" || field.type === "Edm.DateTimeOffset";
    return { name, asTime, sign: direction.toLowerCase() === "desc" ? -1 : 1 };
  });
  return (a, b) => {
    for (const key of keys) {
      const order = compare(comparable(a[key.name] ?? null, key.asTime), comparable(b[key.name] ?? null, key.asTime));
      if (order !== 0) return order * key.sign;
    }
    return 0;
  };
}

/** The names $select asks for, checked against the entity's fields (navigation properties come through $expand). */
export function parseSelect(select: string, fields: readonly FieldDef[]): string[] {
  const names = select.split(",").map((name) => name.trim());
  const known = new Set(fields.map((field) => field.name));
  for (const name of names) if (!known.has(name)) throw new QueryError(`unknown property '${name}' in $select`);
  return names;
}

export function pick(row: Row, names: readonly string[] | undefined): Record<string, unknown> {
  if (!names) return { ...row };
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}
