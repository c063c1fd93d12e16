import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar, type IcsEvent } from './ics.js';

const STAMP = new Date('2026-11-25T14:30:05.123Z');

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'abc@recipes.example.test',
  date: '2026-11-25',
  summary: 'Dinner: Apple pie',
  description: 'Serves: 8',
  url: 'https://recipes.example.test/recipes/1',
  ...overrides,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** Each physical line of the text, without its CRLF. */
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1);

describe('escapeText', () => {
  it('when text holds a backslash, a semicolon, a comma and line breaks, then each is escaped', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('when text holds other control characters, then they are dropped and a tab is kept', () => {
    expect(escapeText('bell\u0007 tab\there\u007f')).toBe('bell tab\there');
  });
});

describe('foldLine', () => {
  it('when a line fits in 75 octets, then it is left as it is', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(Buffer.byteLength(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('when a long line holds accented letters and emoji, then no physical line passes 75 octets, no character is cut and unfolding gives it back', () => {
    const line = `SUMMARY:Dîner: ${'crème brûlée à l’orange 🍊 '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    parts.forEach((part, i) => {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      // A cut inside a character would come back from UTF-8 as U+FFFD.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    });
    // Lines are filled: only the next character's size ends one early.
    for (const part of parts.slice(0, -1)) {
      expect(Buffer.byteLength(part, 'utf8')).toBeGreaterThan(75 - 4);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('serializeCalendar', () => {
  it('when a calendar is drawn, then ical.js reads its properties and all-day events back', () => {
    const text = serializeCalendar({
      prodId: '-//Family Recipes//Meal plan//EN',
      name: 'Family Recipes meal plan',
      stamp: STAMP,
      events: [
        event(),
        event({
          uid: 'def@recipes.example.test',
          date: '2026-12-31',
          summary: 'Lunch: Fish, chips; peas \\ vinegar',
          description: 'Serves: 4\nRecipe: https://recipes.example.test/recipes/2',
          url: 'https://recipes.example.test/recipes/2',
        }),
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261125\r\nDTEND;VALUE=DATE:20261126\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261125T143005Z\r\n');

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
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2026-11-25');
    expect(first?.endDate.toString()).toBe('2026-11-26');
    // The last day of a year ends on the first of the next.
    expect(second?.endDate.toString()).toBe('2027-01-01');
    expect(second?.summary).toBe('Lunch: Fish, chips; peas \\ vinegar');
    expect(second?.description).toBe('Serves: 4\nRecipe: https://recipes.example.test/recipes/2');
    expect(events[1]?.getFirstPropertyValue('url')).toBe('https://recipes.example.test/recipes/2');
    expect(events[0]?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T14:30:05Z');
  });

  it('when a summary is long and accented, then its lines are folded and ical.js reads it whole', () => {
    const summary = `Dinner: ${'Gâteau à la crème façon grand-mère, très fondant '.repeat(3)}`;
    const text = serializeCalendar({
      prodId: '-//Family Recipes//Meal plan//EN',
      name: 'Family Recipes meal plan',
      stamp: STAMP,
      events: [event({ summary })],
    });
    const lines = physicalLines(text);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const { events } = parse(text);
    expect(new ICAL.Event(events[0]).summary).toBe(summary);
  });

  it('when there are no events, then the calendar is still complete', () => {
    const text = serializeCalendar({
      prodId: '-//Family Recipes//Meal plan//EN',
      name: 'Family Recipes meal plan',
      stamp: STAMP,
      events: [],
    });
    expect(physicalLines(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Family Recipes//Meal plan//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Family Recipes meal plan',
      'END:VCALENDAR',
    ]);
    expect(parse(text).events).toEqual([]);
  });
});
