import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSeconds, findDurations, formatClock } from './durations.js';
import { anyText } from '../test-support/arbitraries.js';

/** The lengths found in `text`, as [text, low, high] in seconds. */
const lengths = (text: string) => findDurations(text).map((d) => [d.text, d.low, d.high]);

describe('findDurations', () => {
  it.each([
    ['Bake for 10 minutes.', '10 minutes', 600, 600],
    ['Simmer 1 1/2 hours, stirring now and then.', '1 1/2 hours', 5400, 5400],
    ['Let it rise 1½ hours.', '1½ hours', 5400, 5400],
    ['Let it rise 1 ½ hours.', '1 ½ hours', 5400, 5400],
    ['Roast 20-25 min until golden.', '20-25 min', 1200, 1500],
    ['Roast 20–25 minutes.', '20–25 minutes', 1200, 1500],
    ['Bake 20 to 25 minutes.', '20 to 25 minutes', 1200, 1500],
    ['Cook 6 or 7 minutes a side.', '6 or 7 minutes', 360, 420],
    ['Braise 1 hour 15 minutes.', '1 hour 15 minutes', 4500, 4500],
    ['Braise 1 hour and 15 minutes.', '1 hour and 15 minutes', 4500, 4500],
    ['Braise 1 hr, 15 mins.', '1 hr, 15 mins', 4500, 4500],
    ['Blend 45 secs.', '45 secs', 45, 45],
    ['Whisk for 30 seconds.', '30 seconds', 30, 30],
    ['Slow cook 2 hrs.', '2 hrs', 7200, 7200],
    ['Rest 1 hr.', '1 hr', 3600, 3600],
    ['Bake 2 h.', '2 h', 7200, 7200],
    ['Chill 1.5 hours.', '1.5 hours', 5400, 5400],
    ['Chill ½ hour.', '½ hour', 1800, 1800],
    ['Chill 1/2 hour.', '1/2 hour', 1800, 1800],
    ['A 10-minute rest.', '10-minute', 600, 600],
    ['Prove 1-2 hrs.', '1-2 hrs', 3600, 7200],
    ['Steam 30 seconds to 1 minute.', '30 seconds to 1 minute', 30, 60],
    ['Bake 1 hour to 1 1/2 hours.', '1 hour to 1 1/2 hours', 3600, 5400],
    ['BAKE 10 MINUTES.', '10 MINUTES', 600, 600],
    ['Rest 10min.', '10min', 600, 600],
    ['Leave for half an hour.', 'half an hour', 1800, 1800],
    ['Leave for an hour.', 'an hour', 3600, 3600],
    ['Leave for an hour and a half.', 'an hour and a half', 5400, 5400],
    ['Stir for a minute.', 'a minute', 60, 60],
  ])('when a step says %j, then it finds %j (%d to %d s)', (text, found, low, high) => {
    expect(lengths(text)).toEqual([[found, low, high]]);
  });

  it('when a step holds several lengths, then each is found in order with its place', () => {
    const text = 'Heat the oven to 350 degrees. Bake 10 minutes, turn, then bake 5-8 min more.';
    const found = findDurations(text);
    expect(found.map((d) => [d.text, d.low, d.high])).toEqual([
      ['10 minutes', 600, 600],
      ['5-8 min', 300, 480],
    ]);
    for (const d of found) expect(text.slice(d.start, d.end)).toBe(d.text);
  });

  it.each([
    'Heat the oven to 350 degrees.',
    'Add 2 cups of flour.',
    'Put it all in 1 pan.',
    'Step 10',
    'Mix 10 minced cloves of garlic.',
    'Cut 2 hot dogs in half.',
    'Use a 9x13 inch dish.',
    'Serves 4-6.',
    'Add 1/2 tsp salt.',
    'Wait 0 minutes.',
    'Let it sit for hours.',
    'Mix at minute speed.',
    'Space them 10 cm apart.',
    'Use the v1.5 hrs model.',
    '',
  ])('when a step says %j, then it finds no length of time', (text) => {
    expect(findDurations(text)).toEqual([]);
  });

  it('when a range runs backwards or a length is beyond any step, then it is not offered', () => {
    expect(findDurations('Bake 25-20 minutes.')).toEqual([]);
    expect(findDurations('Age it 1000 hours.')).toEqual([]);
  });

  it('never throws, and every length found is a part of the text, in order, with low up to high', () => {
    const withTimes = fc
      .array(
        fc.oneof(
          anyText,
          fc.constantFrom(
            '10 minutes',
            '1 1/2 hours',
            '20-25 min',
            ' to ',
            '-',
            ' and ',
            '½',
            'hr',
          ),
          fc.nat({ max: 200 }).map(String),
        ),
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(fc.oneof(anyText, withTimes), (text) => {
        const found = findDurations(text);
        let last = 0;
        for (const d of found) {
          expect(text.slice(d.start, d.end)).toBe(d.text);
          expect(text).toContain(d.text);
          expect(d.start).toBeGreaterThanOrEqual(last);
          expect(d.low).toBeGreaterThan(0);
          expect(d.high).toBeGreaterThanOrEqual(d.low);
          last = d.end;
        }
      }),
    );
  });

  it('when a number of minutes is written, then it is found as that many minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.string(), (minutes, after) => {
        const text = `Bake ${minutes} minutes.${after}`;
        expect(findDurations(text)[0]).toMatchObject({
          text: `${minutes} minutes`,
          low: minutes * 60,
          high: minutes * 60,
        });
      }),
    );
  });
});

describe('describeSeconds', () => {
  it.each([
    [600, '10 minutes'],
    [60, '1 minute'],
    [5400, '1 hour 30 minutes'],
    [3600, '1 hour'],
    [45, '45 seconds'],
    [90, '1 minute 30 seconds'],
    [0, '0 seconds'],
  ])('when given %d seconds, then it says %j', (seconds, text) => {
    expect(describeSeconds(seconds)).toBe(text);
  });
});

describe('formatClock', () => {
  it.each([
    [600_000, '10:00'],
    [599_001, '10:00'],
    [599_000, '09:59'],
    [5_000, '00:05'],
    [0, '00:00'],
    [-3_000, '00:00'],
    [3_900_000, '1:05:00'],
  ])('when %d ms are left, then the clock reads %j', (ms, clock) => {
    expect(formatClock(ms)).toBe(clock);
  });
});
