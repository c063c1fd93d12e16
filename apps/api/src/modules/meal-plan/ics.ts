import ical, {
  ICalCalendarMethod,
  ICalEventTransparency,
  type ICalCalendarProdIdData,
} from 'ical-generator';

/*
 * The meal plan as an iCalendar (RFC 5545) feed, written by ical-generator: all-day events with a
 * summary, a description and a link. Pure: the caller gives the time stamp.
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
  /** PRODID: -//company//product//EN. */
  prodId: ICalCalendarProdIdData;
  name: string;
  /** When the feed was drawn: every event's DTSTAMP. */
  stamp: Date;
  events: IcsEvent[];
}

/** Control characters other than tab and line breaks, which a TEXT value may not hold. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters TEXT forbids
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const text = (value: string) => value.replace(FORBIDDEN_IN_TEXT, '');

const DAY_MS = 86_400_000;

/** The whole VCALENDAR object, CRLF line endings and folded lines, ending with a CRLF. */
export function serializeCalendar(calendar: IcsCalendar): string {
  const feed = ical({
    prodId: calendar.prodId,
    name: calendar.name,
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of calendar.events) {
    // The day at midnight UTC, written as a DATE value (no time zone).
    const start = new Date(`${event.date}T00:00:00Z`);
    feed.createEvent({
      id: event.uid,
      stamp: calendar.stamp,
      allDay: true,
      start,
      // An all-day event's DTEND is exclusive: the next day.
      end: new Date(start.getTime() + DAY_MS),
      summary: text(event.summary),
      description: text(event.description),
      url: event.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // ical-generator ends the last line without its CRLF; every content line has one (§3.1).
  return `${feed.toString()}\r\n`;
}
