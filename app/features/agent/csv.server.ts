/**
 * One CSV field: quoted, quotes doubled, and a leading = + - @ tab or
 * carriage return defused with an apostrophe, so that a spreadsheet shows a
 * visitor's text rather than running it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV document with a byte-order mark, so that spreadsheets read UTF-8 accents right, and CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
