import { describe, expect, it } from 'vitest';
import { AISLE_LIMITS, AISLE_MESSAGES } from '../schemas/aisles.js';
import { AISLES } from '../schemas/kitchen.js';
import { MEAL_RULE_LIMITS, MEAL_RULE_MESSAGES } from '../schemas/meal-rules.js';
import { backupSchema } from './export-format.js';
import {
  backupHouseholdAisleSchema,
  backupHouseholdShopSchema,
  backupListShopSchema,
} from './household-backup.js';
import { backupMealRulesSchema } from './kitchen-backup.js';

/*
 * A household's own aisles, its shops, the shop of each list and its meal rules in a backup
 * (migrations 0032-0033): strict entries, bounded as the forms bound them.
 */

const at = '2026-01-02T03:04:05.000Z';
const home = '5c2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8e';
const own = `a_${'0123456789abcdef'.repeat(2)}`;
const aisle = { household_id: home, aisle_id: own, name: 'Drinks', hidden: false, created_on: at };
const shop = {
  id: '3d2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8f',
  household_id: home,
  name: 'Corner shop',
  aisles: [...AISLES, own],
  created_on: at,
};
const empty = { categories: [], tags: [] };
const rules = {
  household_id: home,
  meals: {
    breakfast: empty,
    lunch: empty,
    dinner: { categories: ['Entrees'], tags: [] },
    other: empty,
  },
  no_repeat_days: 14,
  favourite_a_week: true,
  updated_on: at,
};

/** Where and why `schema` refuses `value`; null when it takes it. */
function refusal(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const issue = result.error?.issues[0];
  return result.success || !issue ? null : [issue.path.join('.'), issue.message];
}

describe('the household’s aisles, shops and meal rules in a backup', () => {
  it('when each entry is as a backup writes it, then it parses, and a backup without them still does', () => {
    expect(backupHouseholdAisleSchema.parse(aisle)).toEqual(aisle);
    expect(
      backupHouseholdAisleSchema.parse({ ...aisle, aisle_id: 'frozen', hidden: true }).hidden,
    ).toBe(true);
    expect(backupHouseholdShopSchema.parse(shop)).toEqual(shop);
    expect(backupListShopSchema.parse({ list_id: shop.id, shop_id: shop.id })).toBeTruthy();
    expect(backupMealRulesSchema.parse(rules).meals.dinner.categories).toEqual(['Entrees']);
    const old = {
      format: 'family-recipes-backup',
      version: 1,
      created_on: at,
      users: [],
      recipes: [],
    };
    expect(backupSchema.parse(old).household_shops).toBeUndefined();
  });

  it('when an entry has a field the format lacks, a bad aisle id, an over-long name or a limit broken, then it is refused at that field', () => {
    expect(refusal(backupHouseholdAisleSchema, { ...aisle, colour: 'red' })?.[1]).toContain(
      'colour',
    );
    expect(refusal(backupHouseholdAisleSchema, { ...aisle, aisle_id: 'a_123' })).toEqual([
      'aisle_id',
      AISLE_MESSAGES.aisleInvalid,
    ]);
    expect(
      refusal(backupHouseholdAisleSchema, { ...aisle, aisle_id: 'other', hidden: true }),
    ).toEqual(['hidden', AISLE_MESSAGES.otherStays]);
    const long = 'x'.repeat(AISLE_LIMITS.nameMax + 1);
    expect(refusal(backupHouseholdAisleSchema, { ...aisle, name: long })).toEqual([
      'name',
      AISLE_MESSAGES.nameTooLong,
    ]);
    expect(refusal(backupHouseholdShopSchema, { ...shop, name: '' })).toEqual([
      'name',
      AISLE_MESSAGES.nameRequired,
    ]);
    expect(
      refusal(backupHouseholdShopSchema, { ...shop, aisles: [...shop.aisles, 'garden'] })?.[0],
    ).toBe(`aisles.${shop.aisles.length}`);
    const tooMany = Array.from({ length: AISLES.length + AISLE_LIMITS.ownAisles + 1 }, () => own);
    expect(refusal(backupHouseholdShopSchema, { ...shop, aisles: tooMany })?.[0]).toBe('aisles');
    expect(refusal(backupListShopSchema, { list_id: shop.id, shop_id: 'corner' })?.[0]).toBe(
      'shop_id',
    );
    expect(
      refusal(backupListShopSchema, { list_id: shop.id, shop_id: shop.id, at })?.[1],
    ).toContain('at');
    expect(refusal(backupMealRulesSchema, { ...rules, colour: 'blue' })?.[1]).toContain('colour');
    expect(
      refusal(backupMealRulesSchema, {
        ...rules,
        no_repeat_days: MEAL_RULE_LIMITS.noRepeatDays.max + 1,
      }),
    ).toEqual(['no_repeat_days', MEAL_RULE_MESSAGES.noRepeatInvalid]);
    const tags = Array.from({ length: MEAL_RULE_LIMITS.tagsPerMeal + 1 }, (_, i) => `tag ${i}`);
    expect(
      refusal(backupMealRulesSchema, {
        ...rules,
        meals: { ...rules.meals, lunch: { categories: [], tags } },
      }),
    ).toEqual(['meals.lunch.tags', MEAL_RULE_MESSAGES.tagsInvalid]);
    expect(
      refusal(backupMealRulesSchema, { ...rules, meals: { ...rules.meals, brunch: empty } })?.[0],
    ).toBe('meals');
  });
});
