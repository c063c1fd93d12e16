import type { PlanDay, PlannedRecipe } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { chipId, dayInput, emptyDay, moveRecipe, placedOfId, slotId, slotOfId } from './plan-moves';

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
