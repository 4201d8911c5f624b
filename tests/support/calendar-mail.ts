import { expect } from "vitest";
import type { ReceivedMail } from "./smtp";

/** The text/calendar part of a message, decoded. */
export function calendarOf(mail: ReceivedMail): string {
  const start = mail.raw.search(/Content-Type: text\/calendar/i);
  if (start === -1) return "";
  const part = mail.raw.slice(start);
  const gap = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, gap);
  const body = part.slice(gap).trimStart().split(/\r?\n--/)[0] ?? "";
  return /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
}

/** An .ics read as its calendar reads it: lines unfolded, each property by name. */
export function readIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("END:VCALENDAR");
  expect(lines).toContain("BEGIN:VEVENT");
  return new Map(lines.filter((line) => line.includes(":")).map((line) => [line.slice(0, line.indexOf(":")).split(";")[0]!, line.slice(line.indexOf(":") + 1)]));
}

/** An ISO instant as an .ics writes it in UTC. */
export const icsStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
