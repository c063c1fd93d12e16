import type { PlanDay } from '@family-recipes/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDay } from './plan-moves';
import {
  addDays,
  dayName,
  historyRange,
  isPlanDay,
  mealsInUse,
  nearDay,
  phoneDays,
  todayOf,
  weekDays,
  weekFromParam,
  weekInWindow,
  weekLabel,
  weekStartOf,
} from './plan-dates';

/** The first day of a week that runs Monday to Sunday, as in German or French. */
const MONDAY = 1;

const mondayOf = (day: string) => weekStartOf(day, MONDAY);

const originalZone = process.env.TZ;

/** Runs the rest of the test on another clock (Node reads TZ again when it is set). */
function inZone(zone: string) {
  process.env.TZ = zone;
}

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('plan dates', () => {
  it('when a week crosses the end of a month, then its days run on into the next month', () => {
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekLabel('2026-11-30')).toBe('30 November – 6 December 2026');
    expect(weekLabel('2026-11-23')).toBe('23 – 29 November 2026');
  });

  it('when a week crosses the new year, then its Monday is in the old year and its Sunday in the new', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2026-01-04')).toBe('2025-12-29');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
    expect(weekLabel('2025-12-29')).toBe('29 December 2025 – 4 January 2026');
  });

  it('when February has a leap day, then the week counts it', () => {
    expect(weekDays('2028-02-28').slice(0, 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(isPlanDay('2028-02-29')).toBe(true);
    expect(isPlanDay('2026-02-29')).toBe(false);
    expect(isPlanDay('2026-04-31')).toBe(false);
    expect(isPlanDay('2026-4-3')).toBe(false);
    expect(isPlanDay(null)).toBe(false);
  });

  it('when the clocks change during a week, then every day is still there exactly once', () => {
    // Europe's clocks go back on 25 October 2026 and forward on 29 March 2026; America's go back on
    // 1 November 2026. A local midnight plus 24 hours lands on the wrong day in those weeks.
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney']) {
      inZone(zone);
      expect(weekDays('2026-10-19').at(-1)).toBe('2026-10-25');
      expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
      expect(addDays('2026-10-19', 7)).toBe('2026-10-26');
      expect(addDays('2026-03-30', -7)).toBe('2026-03-23');
      expect(mondayOf('2026-11-01')).toBe('2026-10-26');
      expect(mondayOf('2026-03-29')).toBe('2026-03-23');
      expect(dayName('2026-10-25')).toBe('Sunday 25 October');
    }
  });

  it('when it is late on Sunday evening on the cook’s clock, then today is still Sunday and the week is the one ending', () => {
    inZone('America/New_York');
    // 22:30 on Sunday 1 November in New York, the night the clocks went back; Monday in UTC.
    const now = new Date('2026-11-02T03:30:00Z');
    expect(todayOf(now)).toBe('2026-11-01');
    expect(weekFromParam(null, MONDAY, now)).toBe('2026-10-26');

    inZone('Europe/Berlin');
    // 00:30 on Monday 30 March in Berlin, the night after the clocks went forward; Sunday in UTC.
    const monday = new Date('2026-03-29T22:30:00Z');
    expect(todayOf(monday)).toBe('2026-03-30');
    expect(weekFromParam('', MONDAY, monday)).toBe('2026-03-30');
  });

  it('when the address names a day, then the week is the one it is in; when it names no real day, then this week', () => {
    const now = new Date(2026, 10, 25, 12);
    expect(weekFromParam('2026-11-23', MONDAY, now)).toBe('2026-11-23');
    expect(weekFromParam('2026-11-26', MONDAY, now)).toBe('2026-11-23');
    expect(weekFromParam('2026-12-06', MONDAY, now)).toBe('2026-11-30');
    expect(weekFromParam('next-week', MONDAY, now)).toBe('2026-11-23');
    expect(weekFromParam('2026-13-01', MONDAY, now)).toBe('2026-11-23');
  });

  it('when the address names a week beyond the plan window, then this week; a week that reaches into it stays', () => {
    const now = new Date(Date.UTC(2026, 10, 25, 12));
    expect(weekFromParam('9999-12-31', MONDAY, now)).toBe('2026-11-23');
    expect(weekFromParam('0001-01-01', MONDAY, now)).toBe('2026-11-23');
    expect(weekFromParam('2028-11-27', MONDAY, now)).toBe('2026-11-23');
    // The window runs from Monday 25 November 2024 to Saturday 25 November 2028.
    expect(weekFromParam('2028-11-25', MONDAY, now)).toBe('2028-11-20');
    expect(weekInWindow('2024-11-25', now)).toBe(true);
    expect(weekInWindow('2024-11-18', now)).toBe(false);
  });

  it('when a day is named, then it reads as people say it', () => {
    expect(dayName('2026-11-25')).toBe('Wednesday 25 November');
    expect(dayName('2027-01-01')).toBe('Friday 1 January');
  });

  it('when a day or a week is named in another language, then it is written that language’s way', () => {
    expect(dayName('2026-11-25', 'de')).toBe('Mittwoch, 25. November');
    expect(dayName('2026-11-25', 'fr')).toBe('mercredi 25 novembre');
    expect(weekLabel('2026-11-23', 'de')).toBe('23.–29. November 2026');
    expect(weekLabel('2026-11-30', 'nl')).toBe('30 november – 6 december 2026');
  });
});

describe('weeks that start on another day', () => {
  it('when weeks start on Sunday, then a day’s week is the Sunday before it to the Saturday after', () => {
    expect(weekStartOf('2026-11-25', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-29', 0)).toBe('2026-11-29');
    expect(weekStartOf('2027-01-01', 0)).toBe('2026-12-27');
    expect(weekLabel('2026-11-22')).toBe('22 – 28 November 2026');
  });

  it('when weeks start on Saturday, then a Friday is the last day of its week', () => {
    expect(weekStartOf('2026-11-27', 6)).toBe('2026-11-21');
    expect(weekStartOf('2026-11-28', 6)).toBe('2026-11-28');
  });

  it('when the address names a day and weeks start on Sunday, then the week shown starts on the Sunday before it', () => {
    const now = new Date(2026, 10, 25, 12);
    expect(weekFromParam('2026-11-23', 0, now)).toBe('2026-11-22');
    expect(weekFromParam('2026-11-29', 0, now)).toBe('2026-11-29');
    expect(weekFromParam(null, 0, now)).toBe('2026-11-22');
    expect(weekFromParam(null, 6, now)).toBe('2026-11-21');
  });
});

describe('the week on a phone', () => {
  it('when today is a Thursday, then the list runs from today into next week, with Monday to Wednesday apart', () => {
    expect(phoneDays('2026-11-23', '2026-11-26')).toEqual({
      earlier: ['2026-11-23', '2026-11-24', '2026-11-25'],
      shown: [
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ],
    });
  });

  it('when today is a Sunday at the end of a year, then the next six days are in the next year', () => {
    const { earlier, shown } = phoneDays('2026-12-21', '2026-12-27');
    expect(earlier).toHaveLength(6);
    expect(shown).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('when the week shown is not this week, then it is listed Monday to Sunday with nothing apart', () => {
    expect(phoneDays('2026-11-30', '2026-11-26')).toEqual({
      earlier: [],
      shown: weekDays('2026-11-30'),
    });
  });

  it('when a day is named, then today and tomorrow are told apart from the other days', () => {
    expect(nearDay('2026-11-30', '2026-11-30')).toBe('today');
    expect(nearDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
    expect(nearDay('2026-12-02', '2026-11-30')).toBeNull();
    expect(nearDay('2026-11-29', '2026-11-30')).toBeNull();
  });

  it('when the meals in use are read, then the four weeks before the week are read in one range', () => {
    expect(historyRange('2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-11-22' });
  });
});

describe('the meals a household plans', () => {
  const day = (date: string, meals: Partial<Omit<PlanDay, 'date'>>): PlanDay => ({
    ...emptyDay(date),
    ...meals,
  });
  const note = { kind: 'note', note: 'Leftovers' } as const;

  it('when nothing is planned, then only dinner is shown', () => {
    expect(mealsInUse([], '2026-11-23')).toEqual(['dinner']);
  });

  it('when a meal was planned in the four weeks before or in the week, then it is shown, in the day’s order', () => {
    const days = [day('2026-10-26', { other: [note] }), day('2026-11-29', { breakfast: [note] })];
    expect(mealsInUse(days, '2026-11-23')).toEqual(['breakfast', 'dinner', 'other']);
  });

  it('when a meal was planned only before the four weeks or after the week, then it stays hidden', () => {
    const days = [day('2026-10-25', { lunch: [note] }), day('2026-11-30', { breakfast: [note] })];
    expect(mealsInUse(days, '2026-11-23')).toEqual(['dinner']);
  });
});
