/*
 * A small iCalendar (RFC 5545) writer: just what a published meal plan needs, all-day events with
 * a summary, a description and a link. Pure: the caller gives the time stamp.
 */

export interface IcsEvent {
  /** Stable across fetches, so that calendar apps update an event instead of adding another. */
  uid: string;
  /** The day of the all-day event, YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  url: string;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  /** When the feed was drawn: every event's DTSTAMP. */
  stamp: Date;
  events: IcsEvent[];
}

/** RFC 5545 §3.1: content lines longer than this many octets are folded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/**
 * TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon and comma are escaped, every line
 * break becomes `\n`, and the other control characters, which TEXT may not hold, are dropped.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- these are exactly the characters TEXT forbids
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/**
 * Folds one content line at 75 octets of UTF-8 (RFC 5545 §3.1): each continuation starts with a
 * space, which counts towards its 75. The cut falls between characters, never inside one, so a
 * reader that unfolds before decoding still sees valid UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC DATE-TIME: 20261125T143000Z. */
function icsTimestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** A DATE value from YYYY-MM-DD: 20261125. */
function icsDate(day: string): string {
  return day.replace(/-/g, '');
}

/** The day after YYYY-MM-DD: an all-day event's DTEND is exclusive. */
function nextDay(day: string): string {
  return new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URI values are not TEXT: they are written as they are.
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR object, CRLF line endings and folded lines, ending with a CRLF. */
export function serializeCalendar(calendar: IcsCalendar): string {
  const stamp = icsTimestamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
