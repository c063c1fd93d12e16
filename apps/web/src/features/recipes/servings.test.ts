import { describe, expect, it } from 'vitest';
import {
  openingFactor,
  plannedServings,
  recipeServingsOf,
  servingsAt,
  servingsNote,
} from './servings';

describe('plannedServings', () => {
  it.each([
    ['6', 6],
    ['1', 1],
    ['100', 100],
    ['007', 7],
  ])('when the link says servings=%j, then %d servings were planned', (value, count) => {
    expect(plannedServings(value)).toBe(count);
  });

  it.each([null, '', '0', '101', '1000', '2.5', '-3', '6 ', ' 6', '6x', 'six', '1e2', '0x10'])(
    'when the link says servings=%j, then it is not a plan and is ignored',
    (value) => {
      expect(plannedServings(value)).toBeNull();
    },
  );
});

describe('the scale a recipe opens at', () => {
  it('when a recipe for 4 was planned for 6, then it opens at 6/4 and says so', () => {
    const servings = recipeServingsOf('4 servings', 6);
    expect(servings).toEqual({ base: 4, planned: 6 });
    const factor = openingFactor(servings);
    expect(factor).toBe(1.5);
    expect(servingsAt(4, factor)).toBe(6);
    expect(servingsNote(servings, factor)).toBe('Scaled to 6 servings (planned)');
  });

  it('when the serving size is a range, then its first number is the recipe’s own', () => {
    const servings = recipeServingsOf('4-6', 2);
    expect(openingFactor(servings)).toBe(0.5);
    expect(servingsNote(servings, 0.5)).toBe('Scaled to 2 servings (planned)');
  });

  it('when the plan is the recipe’s own number, then it is not scaled and the line says planned', () => {
    const servings = recipeServingsOf('Serves 4', 4);
    expect(openingFactor(servings)).toBe(1);
    expect(servingsNote(servings, 1)).toBe('4 servings (planned)');
  });

  it('when the cook picks another scale, then the line gives the servings without "planned"', () => {
    const servings = recipeServingsOf('4 servings', 6);
    expect(servingsNote(servings, 2)).toBe('Scaled to 8 servings');
    expect(servingsNote(recipeServingsOf('4', null), 1)).toBeNull();
    expect(servingsNote(recipeServingsOf('4', null), 0.25)).toBe('Scaled to 1 serving');
  });

  it('when the serving size has no number, then the plan is ignored and it opens as written', () => {
    const servings = recipeServingsOf('a family', 6);
    expect(servings).toEqual({ base: null, planned: null });
    expect(openingFactor(servings)).toBe(1);
    expect(servingsNote(servings, 2)).toBeNull();
  });
});
