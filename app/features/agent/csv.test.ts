import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.server";

describe("CSV", () => {
  it("quotes every field and doubles quotes inside", () => {
    expect(csvField('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvField(null)).toBe('""');
    expect(csvField(3)).toBe('"3"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it("defuses what a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvField("a=b")).toBe('"a=b"');
  });

  it("starts with a byte-order mark and ends lines with CRLF", () => {
    expect(toCsv(["Name"], [["Ana"], ["Bo"]])).toBe('\uFEFF"Name"\r\n"Ana"\r\n"Bo"\r\n');
  });
});
