/** Longer than any page of the site with its query; a longer "path" is not one of ours. */
const MAX_RETURN_PATH = 2048;

/** C0 controls, DEL and the C1 range: browsers drop some of them from URLs, which turns "/\t/evil" into "//evil". */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Decodes percent-escapes until nothing changes (a few rounds at most), or undefined when an escape is malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Printable ASCII only: a Location header carries bytes, and anything past Latin-1 makes the response throw (a 500). */
const PRINTABLE_ASCII = /^[\u0020-\u007e]*$/;

/** A "." or ".." segment in the path part (before any query or fragment): browsers and URL parsers remove them, so "/.//evil" becomes "//evil". */
function hasDotSegment(path: string): boolean {
  const end = path.search(/[?#]/);
  return (end === -1 ? path : path.slice(0, end)).split("/").some((segment) => segment === "." || segment === "..");
}

function looksLocal(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !CONTROL.test(path) &&
    !/^\/[^/?#]*:/.test(path) &&
    !hasDotSegment(path)
  );
}

/**
 * Whether a value taken from a request is a path on this site, safe to
 * redirect to: one leading slash, no second slash or backslash after it
 * (browsers read "//host" and "/\host" as another site), no control
 * character (browsers strip tabs and newlines before reading a URL), no
 * scheme, no "." or ".." segment (resolving them turns "/.//evil" into
 * "//evil"), nothing but printable ASCII (a Location header is bytes: a
 * character past Latin-1 makes it throw), and the same once every
 * percent-escape is decoded. A URL parser has the last word: resolved against
 * a placeholder origin, it must stay on it with a path that starts with one slash.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_RETURN_PATH) return false;
  if (!PRINTABLE_ASCII.test(value) || !looksLocal(value)) return false;
  const decoded = fullyDecoded(value);
  if (decoded === undefined || !looksLocal(decoded)) return false;
  try {
    const base = "http://return-path.invalid";
    // Resolved (dot segments removed), the path must still be one path on this site: never "//host".
    return [value, decoded].every((path) => {
      const url = new URL(path, base);
      return url.origin === base && !url.pathname.startsWith("//");
    });
  } catch {
    return false;
  }
}

/** A same-site path to go back to after a form or a link, or the fallback: never another site. */
export function safeReturnPath(value: unknown, fallback: string): string {
  return isSameSitePath(value) ? value : fallback;
}
