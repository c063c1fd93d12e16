import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { serializeCalendar, type IcsEvent } from './ics.js';

const STAMP = new Date('2026-11-25T14:30:05.123Z');

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'abc@recipes.example.test',
  date: '2026-11-25',
  summary: 'Dinner: Apple pie',
  description: 'Serves: 8',
  url: 'https://recipes.example.test/recipes/1',
  ...overrides,
});

const draw = (events: IcsEvent[]) =>
  serializeCalendar({
    prodId: { company: 'Family Recipes', product: 'Meal plan' },
    name: 'Family Recipes meal plan',
    stamp: STAMP,
    events,
  });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** Each physical line of the text, without its CRLF. */
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1);

/** The content lines: folded lines joined back (RFC 5545 §3.1). */
const contentLines = (text: string) => physicalLines(text.replace(/\r\n /g, ''));

describe('serializeCalendar', () => {
  it('when a calendar is drawn, then ical.js reads its properties and all-day events back', () => {
    const text = draw([
      event(),
      event({
        uid: 'def@recipes.example.test',
        date: '2026-12-31',
        summary: 'Lunch: Fish, chips; peas \\ vinegar',
        description: 'Serves: 4\nRecipe: https://recipes.example.test/recipes/2',
        url: 'https://recipes.example.test/recipes/2',
      }),
    ]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Family Recipes//Meal plan//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Family Recipes meal plan');
    expect(events).toHaveLength(2);
    const [first, second] = events.map((e) => new ICAL.Event(e));
    expect(first?.summary).toBe('Dinner: Apple pie');
    expect(first?.uid).toBe('abc@recipes.example.test');
    expect(first?.description).toBe('Serves: 8');
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.endDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2026-11-25');
    expect(first?.endDate.toString()).toBe('2026-11-26');
    // The last day of a year ends on the first of the next.
    expect(second?.endDate.toString()).toBe('2027-01-01');
    expect(second?.uid).toBe('def@recipes.example.test');
    expect(second?.summary).toBe('Lunch: Fish, chips; peas \\ vinegar');
    expect(second?.description).toBe('Serves: 4\nRecipe: https://recipes.example.test/recipes/2');
    expect(events[0]?.getFirstPropertyValue('url')).toBe('https://recipes.example.test/recipes/1');
    expect(events[1]?.getFirstPropertyValue('url')).toBe('https://recipes.example.test/recipes/2');
    expect(events[0]?.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    for (const vevent of events) {
      expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T14:30:05Z');
    }
  });

  it('when text holds a backslash, a semicolon, a comma and line breaks, then each is escaped and reads back', () => {
    const summary = 'a\\b;c,d\ne\r\nf\rg';
    const text = draw([event({ summary, description: summary })]);
    expect(contentLines(text)).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(contentLines(text)).toContain('DESCRIPTION:a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const read = new ICAL.Event(parse(text).events[0]);
    expect(read.summary).toBe('a\\b;c,d\ne\nf\ng');
    expect(read.description).toBe('a\\b;c,d\ne\nf\ng');
  });

  it('when text holds other control characters, then they are dropped and a tab is kept', () => {
    const text = draw([
      event({ summary: 'bell\u0007 tab\there\u007f', description: 'nul\u0000!' }),
    ]);
    // eslint-disable-next-line no-control-regex -- the characters TEXT forbids
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const read = new ICAL.Event(parse(text).events[0]);
    expect(read.summary).toBe('bell tab\there');
    expect(read.description).toBe('nul!');
  });

  it('when a summary is long and holds accented letters and emoji, then no physical line passes 75 octets, no character is cut and ical.js reads it whole', () => {
    const summary = `Dîner: ${'crème brûlée à l’orange 🍊 '.repeat(8)}`;
    const text = draw([event({ summary })]);
    const lines = physicalLines(text);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A cut inside a character would come back from UTF-8 as U+FFFD.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    expect(contentLines(text)).toContain(`SUMMARY:${summary}`);
    expect(new ICAL.Event(parse(text).events[0]).summary).toBe(summary);
  });

  it('when there are no events, then the calendar is still complete', () => {
    const text = draw([]);
    expect(physicalLines(text)[0]).toBe('BEGIN:VCALENDAR');
    expect(physicalLines(text).at(-1)).toBe('END:VCALENDAR');
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Family Recipes//Meal plan//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Family Recipes meal plan');
    expect(events).toEqual([]);
  });
});
