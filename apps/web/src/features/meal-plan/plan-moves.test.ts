import type { PlanDay, PlannedRecipe } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import {
  chipId,
  dayInput,
  emptyDay,
  entryName,
  moveRecipe,
  placedOfId,
  slotId,
  slotOfId,
  withNote,
  withServings,
} from './plan-moves';

const recipe = (n: number, title = `Dish ${n}`): PlannedRecipe => ({
  kind: 'recipe',
  servings: null,
  _id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  title,
  thumbnail_image: '',
  serving: '4',
});

const soup = recipe(1, 'Soup');
const pie = recipe(2, 'Pie');
const stew = recipe(3, 'Stew');

const monday: PlanDay = { ...emptyDay('2026-11-23'), dinner: [soup, pie] };
const tuesday: PlanDay = { ...emptyDay('2026-11-24'), lunch: [stew] };

describe('moving a planned recipe', () => {
  it('when a recipe moves to another day, then the day it goes to comes first and both days are whole', () => {
    const changed = moveRecipe(
      [monday, tuesday],
      { date: '2026-11-23', meal: 'dinner', index: 1 },
      { date: '2026-11-24', meal: 'lunch' },
    );

    expect(changed.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-23']);
    expect(changed.map(dayInput)).toEqual([
      { breakfast: [], lunch: [stew._id, pie._id], dinner: [], other: [] },
      { breakfast: [], lunch: [], dinner: [soup._id], other: [] },
    ]);
  });

  it('when a recipe moves to another meal of the same day, then that one day changes', () => {
    const changed = moveRecipe(
      [monday, tuesday],
      { date: '2026-11-23', meal: 'dinner', index: 0 },
      { date: '2026-11-23', meal: 'breakfast' },
    );

    expect(changed.map(dayInput)).toEqual([
      { breakfast: [soup._id], lunch: [], dinner: [pie._id], other: [] },
    ]);
  });

  it('when a recipe is dropped where it already is, or on a full meal, then nothing changes', () => {
    const full: PlanDay = {
      ...emptyDay('2026-11-25'),
      dinner: Array.from({ length: 10 }, (_, index) => recipe(100 + index)),
    };
    const days = [monday, tuesday, full];
    const from = { date: '2026-11-23', meal: 'dinner' as const, index: 0 };

    expect(moveRecipe(days, from, { date: '2026-11-23', meal: 'dinner' })).toEqual([]);
    expect(moveRecipe(days, from, { date: '2026-11-25', meal: 'dinner' })).toEqual([]);
    expect(moveRecipe(days, { ...from, index: 5 }, { date: '2026-11-24', meal: 'lunch' })).toEqual(
      [],
    );
  });

  it('when dnd-kit names a chip and a slot, then their ids read back as the same places', () => {
    const at = { date: '2026-12-31', meal: 'other' as const, index: 3 };
    expect(placedOfId(chipId(at))).toEqual(at);
    expect(slotOfId(slotId({ date: '2027-01-01', meal: 'lunch' }))).toEqual({
      date: '2027-01-01',
      meal: 'lunch',
    });
    expect(slotOfId('slot:2027-01-01:supper')).toBeUndefined();
    expect(placedOfId(slotId({ date: '2027-01-01', meal: 'lunch' }))).toBeUndefined();
  });
});

describe('notes and servings in a day', () => {
  const day: PlanDay = {
    ...emptyDay('2026-11-26'),
    lunch: [{ kind: 'note', note: 'Leftovers' }],
    dinner: [soup, { ...pie, servings: 6 }],
  };

  it('when a day is sent, then a note goes as { note }, a recipe at its own servings as its id and one at others as { recipe_id, servings }', () => {
    expect(dayInput(day)).toEqual({
      breakfast: [],
      lunch: [{ note: 'Leftovers' }],
      dinner: [soup._id, { recipe_id: pie._id, servings: 6 }],
      other: [],
    });
  });

  it('when the servings of a recipe change, then only that line changes, and a note keeps none', () => {
    expect(dayInput(withServings(day, 'dinner', 0, 2)).dinner).toEqual([
      { recipe_id: soup._id, servings: 2 },
      { recipe_id: pie._id, servings: 6 },
    ]);
    expect(dayInput(withServings(day, 'dinner', 1, null)).dinner).toEqual([soup._id, pie._id]);
    expect(withServings(day, 'lunch', 0, 3).lunch).toEqual([{ kind: 'note', note: 'Leftovers' }]);
  });

  it('when a note moves to another day, then it goes as it is', () => {
    const changed = moveRecipe(
      [day, tuesday],
      { date: '2026-11-26', meal: 'lunch', index: 0 },
      { date: '2026-11-24', meal: 'dinner' },
    );
    expect(changed.map(dayInput)).toEqual([
      { breakfast: [], lunch: [stew._id], dinner: [{ note: 'Leftovers' }], other: [] },
      {
        breakfast: [],
        lunch: [],
        dinner: [soup._id, { recipe_id: pie._id, servings: 6 }],
        other: [],
      },
    ]);
    expect(entryName({ kind: 'note', note: 'Leftovers' })).toBe('Leftovers');
    expect(entryName(pie)).toBe('Pie');
  });
});

describe('editing a note', () => {
  const day: PlanDay = {
    ...emptyDay('2026-11-26'),
    lunch: [soup, { kind: 'note', note: 'Leftovers' }],
  };

  it('when a note is rewritten, then only that line changes and the day is sent with the new words', () => {
    expect(dayInput(withNote(day, 'lunch', 1, 'Pizza night')).lunch).toEqual([
      soup._id,
      { note: 'Pizza night' },
    ]);
  });

  it('when the line at that place is a recipe, then the day stays as it was', () => {
    expect(withNote(day, 'lunch', 0, 'Pizza night').lunch).toEqual(day.lunch);
  });
});
