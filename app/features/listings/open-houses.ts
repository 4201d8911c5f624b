import { foldLine, icsText, icsTime } from "~/lib/ics";

/**
 * Open houses as visitors read them: the card's line ("Open Sun 1–4 pm"), the
 * property page's dates, schema.org times and the .ics a visitor adds to a
 * calendar. Times are the Valley's: every listing is in America/Chicago.
 */
export const VALLEY_TIME_ZONE = "America/Chicago";

/**
 * The next open house as a card shows it: the day of the week (0 is Sunday)
 * for the card to name in its language, and the time range, the same in both.
 * The server works it out, so no browser sets up time zone data for a card.
 */
export interface OpenHouseSlot {
  readonly weekday: number;
  readonly time: string;
}

interface ValleyParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

let partsFormat: Intl.DateTimeFormat | undefined;
/** The Valley's calendar date and clock time at an instant. */
export function valleyParts(at: Date): ValleyParts {
  partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: VALLEY_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

/** The card's view of an open house, on the Valley's clock. */
export function openHouseSlot(startsAt: Date, endsAt: Date): OpenHouseSlot {
  const start = valleyParts(startsAt);
  const end = valleyParts(endsAt);
  const weekday = new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay();
  return { weekday, time: timeRange(start.hour * 60 + start.minute, end.hour * 60 + end.minute) };
}

/** "1", "1:30": minutes only when not on the hour. */
function clock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 12 || 12;
  const minute = minutes % 60;
  return minute ? `${hour}:${String(minute).padStart(2, "0")}` : String(hour);
}
const half = (minutes: number) => (minutes < 720 ? "am" : "pm");

/**
 * "1–4 pm" when both ends fall in the same half of the day, else "11 am–1 pm".
 * Spanish in the US writes the same "am"/"pm", so this is the same in both languages.
 */
export function timeRange(from: number, to: number): string {
  return half(from) === half(to) ? `${clock(from)}–${clock(to)} ${half(to)}` : `${clock(from)} ${half(from)}–${clock(to)} ${half(to)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "Sunday, November 29" / "domingo, 29 de noviembre", on the Valley's calendar. */
export function openHouseDate(lang: "en" | "es", at: Date): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { timeZone: VALLEY_TIME_ZONE, weekday: "long", month: "long", day: "numeric" });
    dateFormats.set(lang, format);
  }
  return format.format(at);
}

/** An instant as schema.org wants it, with the Valley's offset: "2026-11-29T13:00:00-06:00". */
export function valleyIsoString(at: Date): string {
  const parts = valleyParts(at);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}${sign}${hours}:${minutes}`;
}

export interface OpenHouseEvent {
  readonly id: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The event's title, the address in it. */
  readonly summary: string;
  /** The full address. */
  readonly location: string;
  /** The property page, absolute. */
  readonly url: string;
  /** The site's host name, to make the UID unique worldwide. */
  readonly host: string;
}

/** A one-event calendar a visitor's calendar app imports: CRLF lines, folded, times in UTC. */
export function openHouseIcs(event: OpenHouseEvent, stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(event.host)}//Open houses//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:open-house-${event.id}@${event.host}`,
    `DTSTAMP:${icsTime(stamp)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
