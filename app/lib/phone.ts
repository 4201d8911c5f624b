/**
 * Phone numbers as people in the Valley type them, on either side of the
 * border: US numbers (`956 555 0142`, `(956) 555-0142`, `+1 956…`,
 * `1-956…`) and Mexican ones (`+52 899 123 4567`, `52 1 899…`, `044 899…`,
 * `01 899…`), read into E.164 (ADR 0408). What can't be read is kept as typed.
 */

export type PhoneCountry = "US" | "MX";

export type ParsedPhone = { readonly ok: true; readonly e164: string; readonly country: PhoneCountry } | { readonly ok: false; readonly typed: string };

/** NANP: an area code and an exchange each start 2–9. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;
/**
 * Ten digits typed without a country code are read as Mexican where no US area code can begin them (N11 service
 * codes, N9X reserved) or where they begin with the codes across the river: Monterrey (81), Matamoros (868, also
 * Trinidad's in the NANP, far less likely here), Río Bravo (894), Miguel Alemán (897), Reynosa (899).
 */
const MEXICAN_FIRST = /^(81|868|894|897|899)/;
const usArea = (digits: string) => digits[1] !== "9" && digits.slice(1, 3) !== "11" && !MEXICAN_FIRST.test(digits);

export function parsePhone(typed: string): ParsedPhone {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return { ok: false, typed: trimmed };
  const plus = trimmed.startsWith("+");
  let digits = trimmed.replace(/\D/g, "");

  // An international prefix dialled from the US (011) or Mexico (00) is the same as a plus.
  if (!plus && digits.startsWith("011")) digits = digits.slice(3);
  else if (!plus && digits.startsWith("00")) digits = digits.slice(2);
  const international = plus || digits.length !== trimmed.replace(/\D/g, "").length;

  if (digits.length === 11 && digits.startsWith("1") && NANP.test(digits.slice(1))) return { ok: true, e164: `+${digits}`, country: "US" };
  // Mexico: +52, then 10 digits; phones once took a 1 after the country code (+52 1 …), still typed from habit.
  if (digits.startsWith("52") && (digits.length === 12 || (digits.length === 13 && digits[2] === "1"))) {
    const national = digits.slice(-10);
    if (/^[1-9]/.test(national)) return { ok: true, e164: `+52${national}`, country: "MX" };
  }
  if (international) return { ok: false, typed: trimmed };
  // Mexico's old national prefixes: 01 (long distance), 044 and 045 (mobiles).
  const mexicanNational = /^(01|044|045)(\d{10})$/.exec(digits);
  if (mexicanNational?.[2]) return { ok: true, e164: `+52${mexicanNational[2]}`, country: "MX" };
  if (digits.length === 10) {
    // Ten digits with no country: a US number where it can be one (the site's own country), else Mexico's.
    if (NANP.test(digits) && usArea(digits)) return { ok: true, e164: `+1${digits}`, country: "US" };
    if (/^[1-9]/.test(digits)) return { ok: true, e164: `+52${digits}`, country: "MX" };
  }
  return { ok: false, typed: trimmed };
}

/** How a number in E.164 reads: `(956) 555-0142` at home, `+52 899 123 4567` for Mexico. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (us) return `(${us[1]}) ${us[2]}-${us[3]}`;
  const mx = /^\+52(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (mx) return `+52 ${mx[1]} ${mx[2]} ${mx[3]}`;
  return e164;
}

/** A number as the site keeps it: E.164 where it can be read, else as typed; none for an empty field. */
export function storedPhone(typed: string): string | null {
  if (typed.trim() === "") return null;
  const parsed = parsePhone(typed);
  return parsed.ok ? parsed.e164 : parsed.typed;
}

/** A kept number as people read it, and the E.164 links take; `read` is false for one kept as typed (the agent is told). */
export function shownPhone(stored: string): { readonly text: string; readonly e164?: string; readonly read: boolean } {
  const parsed = parsePhone(stored);
  return parsed.ok ? { text: formatPhone(parsed.e164), e164: parsed.e164, read: true } : { text: stored, read: false };
}
