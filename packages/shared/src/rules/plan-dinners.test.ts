import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planDinners, type DinnerCandidate, type PlannedDay } from './plan-dinners.js';

const DAY_MS = 86_400_000;
const dayOf = (offset: number) =>
  new Date(Date.UTC(2027, 0, 4) + offset * DAY_MS).toISOString().slice(0, 10);
const apart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

const inputs = fc.record({
  days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }).map((d) => d.map(dayOf)),
  candidates: fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), favourite: fc.boolean() }), {
    selector: (c) => c.id,
    maxLength: ids.length,
  }),
  history: fc.array(
    fc.record({
      day: fc.integer({ min: -60, max: 66 }).map(dayOf),
      recipeId: fc.constantFrom(...ids, 'planned-elsewhere'),
    }),
    { maxLength: 20 },
  ),
  noRepeatDays: fc.integer({ min: 0, max: 60 }),
  favouriteNeeded: fc.boolean(),
});

describe('planDinners', () => {
  it('chooses only candidates, for the days given, once a day at most, never more than the days', () => {
    fc.assert(
      fc.property(inputs, ({ days, candidates, history, ...rules }) => {
        const chosen = planDinners(days, candidates, history, rules);
        const allowed = new Set(candidates.map((c) => c.id));
        expect(chosen.length).toBeLessThanOrEqual(days.length);
        expect(new Set(chosen.map((c) => c.day)).size).toBe(chosen.length);
        for (const choice of chosen) {
          expect(days).toContain(choice.day);
          expect(allowed.has(choice.recipeId)).toBe(true);
        }
      }),
    );
  });

  it('never plans a recipe within the no-repeat days of another time it is planned or chosen', () => {
    fc.assert(
      fc.property(inputs, ({ days, candidates, history, ...rules }) => {
        const chosen = planDinners(days, candidates, history, rules);
        const all: PlannedDay[] = [...history, ...chosen];
        for (const choice of chosen) {
          for (const other of all) {
            if (other === choice || other.recipeId !== choice.recipeId) continue;
            expect(apart(choice.day, other.day)).toBeGreaterThanOrEqual(rules.noRepeatDays);
          }
        }
      }),
    );
  });

  it('fills every day while an unused candidate fits, and includes a favourite when one is needed and fits', () => {
    fc.assert(
      fc.property(inputs, ({ days, candidates, history, ...rules }) => {
        const chosen = planDinners(days, candidates, history, rules);
        const fresh = (c: DinnerCandidate) =>
          history.every(
            (h) => h.recipeId !== c.id || days.every((d) => apart(d, h.day) >= rules.noRepeatDays),
          );
        const unused = candidates.filter(fresh);
        if (rules.noRepeatDays > 6 && unused.length >= days.length) {
          expect(chosen).toHaveLength(days.length);
        }
        if (rules.favouriteNeeded && days.length > 0 && unused.some((c) => c.favourite)) {
          const favourites = new Set(candidates.filter((c) => c.favourite).map((c) => c.id));
          expect(chosen.some((c) => favourites.has(c.recipeId))).toBe(true);
        }
      }),
    );
  });

  it('when the no-repeat rule is off, then each day is filled while there is a candidate', () => {
    const candidates = [{ id: 'a', favourite: false }];
    const days = [dayOf(0), dayOf(1), dayOf(2)];
    expect(planDinners(days, candidates, [], { noRepeatDays: 0, favouriteNeeded: true })).toEqual(
      days.map((day) => ({ day, recipeId: 'a' })),
    );
    expect(planDinners(days, [], [], { noRepeatDays: 0, favouriteNeeded: true })).toEqual([]);
  });
});
