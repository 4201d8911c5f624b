/**
 * iCalendar (RFC 5545) text for a showing's invite and her calendar feed (issue 56, item 2). Times are
 * written in UTC, which every calendar shows in its own zone, so no VTIMEZONE block is needed.
 */

export type IcsEvent = {
  /** Stable across updates of the same event, so a calendar replaces it instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** Bumped on every change the attendee should see (a new time, a cancellation). */
  sequence?: number;
  /** Who invites and who is invited: calendars treat a METHOD:REQUEST without them as a plain event, not an invite. */
  organizer?: IcsPerson;
  attendee?: IcsPerson;
  /** A whole-day event ("YYYY-MM-DD"), such as a task without a time; start and end are then ignored. */
  day?: string;
};

export type IcsPerson = { name: string; email: string };

export type IcsCalendar = {
  /** REQUEST for an invite, CANCEL to withdraw it, PUBLISH for a feed. */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  name?: string;
  events: IcsEvent[];
  now?: Date;
};

const CRLF = "\r\n";

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (a person's name): always quoted, and a quote or control character can't be in one (RFC 5545, 3.1). */
function paramText(value: string): string {
  const clean = [...value].map((char) => (char === '"' || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? " " : char)).join("");
  return `"${clean.trim()}"`;
}

/** RFC 5545 date-time in UTC: 20261129T190000Z. */
export function icsTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts
 * with a space, which counts toward its 75. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if (event.day) {
    const day = event.day.replace(/-/g, "");
    const next = new Date(`${event.day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    lines.push(`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, "")}`);
  } else {
    lines.push(`DTSTART:${icsTime(event.start)}`, `DTEND:${icsTime(event.end)}`);
  }
  lines.push(`SUMMARY:${icsText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee) lines.push(`ATTENDEE;CN=${paramText(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push(`SEQUENCE:${event.sequence ?? 0}`, "END:VEVENT");
  return lines;
}

/** The calendar as a `text/calendar` body, CRLF line endings and all. */
export function buildIcs({ method, name, events, now = new Date() }: IcsCalendar): string {
  const stamp = icsTime(now);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RGV Real Estate//Showings//EN", "CALSCALE:GREGORIAN", `METHOD:${method}`];
  if (name) lines.push(`X-WR-CALNAME:${icsText(name)}`);
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
