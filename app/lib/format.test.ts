import { describe, expect, it } from "vitest";
import type { Lang } from "./routes";
import { formatBaths, formatMoney, formatNumber, formatPrice } from "./format";

const locales: Record<Lang, string> = { en: "en-US", es: "es-US" };

/** Values a page formats, plus the awkward ones: ties, negatives, values that round to zero, big and tiny. */
function samples(): number[] {
  const values = [0, -0, 1, 999, 1000, 1234.5, 2.5, 0.5, -0.4, -2.5, 1.005, 999_999.5, 12_345_678.9, -1234.567, 0.0049, 0.125, 0.375, 1e12 + 0.5, 0.000049, -0.0004];
  let seed = 7;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** ((seed % 9) - 2);
    values.push(((seed / 2147483647) * 2 - 0.3) * magnitude);
  }
  return values;
}

describe("number formatting by hand", () => {
  for (const lang of ["en", "es"] as const) {
    it(`matches Intl for prices, money and numbers in ${lang}`, () => {
      const price = new Intl.NumberFormat(locales[lang], { style: "currency", currency: "USD", maximumFractionDigits: 0 });
      const money = new Intl.NumberFormat(locales[lang], { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const numbers = [0, 1, 2].map((digits) => new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }));
      for (const value of samples()) {
        expect(formatPrice(lang, value), `price ${value}`).toBe(price.format(value));
        if (Math.abs(value) >= 0.005) expect(formatMoney(lang, value), `money ${value}`).toBe(money.format(value));
        numbers.forEach((format, digits) => expect(formatNumber(lang, value, digits), `number ${value}/${digits}`).toBe(format.format(value)));
      }
    });
  }

  it("writes rents per month in the page's language and never shows minus zero cents", () => {
    expect(formatPrice("en", 1850, { monthly: true })).toBe("$1,850/mo");
    expect(formatPrice("es", 1850, { monthly: true })).toBe("$1,850/mes");
    expect(formatMoney("en", -0.004)).toBe("$0.00");
    expect(formatMoney("es", 1234.5)).toBe("$1,234.50");
  });
});

describe("baths", () => {
  it("are written as people write them: a decimal point in English, a half in Spanish", () => {
    expect([1, 1.5, 2, 2.5, 10.5, 0.5, 0].map((total) => formatBaths("en", total))).toEqual(["1", "1.5", "2", "2.5", "10.5", "0.5", "0"]);
    expect([1, 1.5, 2, 2.5, 10.5, 0.5, 0].map((total) => formatBaths("es", total))).toEqual(["1", "1½", "2", "2½", "10½", "½", "0"]);
  });
});
