import {
  RECIPE_STATUS,
  mealPlanSchema,
  planFillResultSchema,
  type PlanDay,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * "Fill empty dinners" of a week that starts on a Sunday, as a reader whose week starts then sees
 * it: the seven days from `from`, whatever day that is. The week filled is the one from next
 * week's Sunday, all ahead of today whatever day the tests run.
 */

const t = useTestApp();

async function daysOf(user: TestUser, from: string, to: string): Promise<PlanDay[]> {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${from}&to=${to}`)
    .set(bearer(user))
    .expect(200);
  return mealPlanSchema.parse(res.body).days;
}

describe('filling a week that starts on a Sunday', () => {
  it('when a cook fills the week from a Sunday, then the seven days from that Sunday get a dinner each and the days either side none', async () => {
    const [ann] = await createCooks(t, 'Ann');
    const db = t.db.database.db;
    await db.update(recipes).set({ status: RECIPE_STATUS.PENDING });
    for (let i = 0; i < 10; i += 1) {
      await insertRecipe(t, { title: `Sunday main ${i + 1}`, category: 'Entrees' });
    }
    const sunday = thisWeekDay(13);
    expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);

    const res = await request(t.app)
      .post('/api/meal-plan/fill-dinners')
      .set(bearer(ann))
      .send({ from: sunday })
      .expect(200);
    const result = planFillResultSchema.parse(res.body);

    expect(result).toMatchObject({ from: sunday, to: thisWeekDay(19), unfilled: [] });
    const seven = [13, 14, 15, 16, 17, 18, 19].map((day) => thisWeekDay(day));
    expect(result.filled.map((one) => one.date)).toEqual(seven);
    const days = await daysOf(ann, thisWeekDay(12), thisWeekDay(20));
    expect(days.map((day) => day.dinner.length)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
