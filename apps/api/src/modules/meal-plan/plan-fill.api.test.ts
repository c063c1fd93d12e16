import {
  MEAL_RULE_MESSAGES,
  RECIPE_STATUS,
  mealPlanSchema,
  planFillResultSchema,
  type PlanDay,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { expectDocumented } from '../../test/documented.js';
import { joinHousehold } from '../../test/households.js';
import { putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { addDays, utcDay } from './plan-days.js';
import { firstFillDay } from './plan-fill.service.js';

/*
 * "Fill empty dinners". The weeks filled are next week and the one after, whose days are all ahead
 * of today whatever day the tests run; each test puts every earlier test's recipe back to draft.
 */

const t = useTestApp();

const fill = (user: TestUser, body: object) =>
  request(t.app).post('/api/meal-plan/fill-dinners').set(bearer(user)).send(body);
const favourite = (user: TestUser, id: string) =>
  request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(user)).expect(200);
const onlyApproved = () => t.db.database.db.update(recipes).set({ status: RECIPE_STATUS.PENDING });

async function daysOf(user: TestUser, from: number, to: number): Promise<PlanDay[]> {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${thisWeekDay(from)}&to=${thisWeekDay(to)}`)
    .set(bearer(user))
    .expect(200);
  return mealPlanSchema.parse(res.body).days;
}
const idsOf = (lines: PlanDay['dinner']) =>
  lines.map((line) => (line.kind === 'recipe' ? line._id : line.note));

/** `count` approved recipes of the category, by title. */
async function recipesOf(category: string, count: number, prefix: string): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(await insertRecipe(t, { title: `${prefix} ${i + 1}`, category }));
  }
  return ids;
}

describe('POST /api/meal-plan/fill-dinners', () => {
  it('when a cook fills next week, then only the empty dinners get one suitable recipe each, a favourite among them, none within 14 days of another time it is planned', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    const mains = await recipesOf('Entrees', 10, 'Main');
    const [loved, later] = [mains[0] ?? '', mains[1] ?? ''];
    const cake = await insertRecipe(t, { title: 'Cake', category: 'Desserts' });
    await favourite(ann, loved);
    await favourite(ann, cake);
    await putPlanDay(t, ann, thisWeekDay(9), {
      dinner: [{ note: 'Pizza night' }],
      lunch: [mains[2] ?? ''],
    }).expect(200);
    await putPlanDay(t, ann, thisWeekDay(19), { dinner: [later] }).expect(200);

    const res = await fill(ann, { from: thisWeekDay(7) }).expect(200);
    const result = planFillResultSchema.parse(res.body);
    expect(result).toMatchObject({ from: thisWeekDay(7), to: thisWeekDay(13), unfilled: [] });
    expectDocumented('POST', '/meal-plan/fill-dinners', res);
    expect(result.filled.map((one) => one.date)).toEqual(
      [7, 8, 10, 11, 12, 13].map((day) => thisWeekDay(day)),
    );
    const filled = result.filled.map((one) => one.entry._id);
    expect(new Set(filled).size).toBe(6);
    expect(filled).toContain(loved);
    expect(filled).not.toContain(later);
    expect(filled).not.toContain(cake);
    expect(filled).not.toContain(mains[2]);
    expect(mains).toEqual(expect.arrayContaining(filled));

    const week = await daysOf(ann, 7, 13);
    expect(week.map((day) => day.dinner.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(idsOf(week[2]?.dinner ?? [])).toEqual(['Pizza night']);
    expect(idsOf(week[2]?.lunch ?? [])).toEqual([mains[2]]);

    // Filling again changes nothing: no dinner is empty.
    const again = await fill(ann, { from: thisWeekDay(7) }).expect(200);
    expect(again.body).toMatchObject({ filled: [], unfilled: [] });

    // The week after: every main but two is planned within 14 days of each of its days.
    const next = planFillResultSchema.parse(
      (await fill(ann, { from: thisWeekDay(14) }).expect(200)).body,
    );
    const nextIds = next.filled.map((one) => one.entry._id);
    expect(nextIds).toHaveLength(2);
    expect(nextIds.filter((id) => filled.includes(id) || id === later || id === mains[2])).toEqual(
      [],
    );
    expect(next.unfilled).toHaveLength(4);
    expect(next.unfilled).not.toContain(thisWeekDay(19));
    const after = await daysOf(ann, 14, 20);
    expect(after.filter((day) => day.dinner.length === 0).map((day) => day.date)).toEqual(
      next.unfilled,
    );
  });

  it('when a week is wholly past, then nothing is filled whatever today the caller gives', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    await recipesOf('Entrees', 3, 'Old');
    const res = await fill(ann, { from: thisWeekDay(-14), today: thisWeekDay(-14) }).expect(200);
    expect(res.body).toEqual({
      from: thisWeekDay(-14),
      to: thisWeekDay(-8),
      filled: [],
      unfilled: [],
    });
    expect((await daysOf(ann, -14, -8)).every((day) => day.dinner.length === 0)).toBe(true);
  });

  it('when the caller’s today is within a day of the server’s, then it is the first day filled; further off, the server’s date is', () => {
    const now = new Date();
    const today = utcDay(now);
    expect(firstFillDay(addDays(today, -1), now)).toBe(addDays(today, -1));
    expect(firstFillDay(addDays(today, 1), now)).toBe(addDays(today, 1));
    expect(firstFillDay(addDays(today, -2), now)).toBe(today);
    expect(firstFillDay(addDays(today, 5), now)).toBe(today);
    expect(firstFillDay(undefined, now)).toBe(today);
  });

  it('when this week is filled, then no day before today gets a dinner', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    await recipesOf('Entrees', 8, 'Now');
    const today = utcDay(new Date());
    const res = await fill(ann, { from: thisWeekDay(0), today }).expect(200);
    const days = await daysOf(ann, 0, 6);
    for (const day of days) expect(day.dinner.length).toBe(day.date >= today ? 1 : 0);
    expect(res.body.filled.every((one: { date: string }) => one.date >= today)).toBe(true);
  });

  it('when two members fill the same week at once, then each empty dinner gets one recipe only', async () => {
    const [ann, ben] = await createCooks(t, 'Ann', 'Ben');
    await joinHousehold(t, ann, ben);
    await onlyApproved();
    await recipesOf('Entrees', 12, 'Burst');
    const answers = await Promise.all([
      fill(ann, { from: thisWeekDay(7) }),
      fill(ben, { from: thisWeekDay(7) }),
      fill(ann, { from: thisWeekDay(7) }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const total = answers.reduce((sum, res) => sum + (res.body.filled as unknown[]).length, 0);
    expect(total).toBe(7);
    const week = await daysOf(ben, 7, 13);
    expect(week.map((day) => day.dinner.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('when the body is not valid, then 400 with its message and nothing is filled', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    await recipesOf('Entrees', 3, 'Never');
    const cases: [object, string, string | undefined][] = [
      [{ from: '2026-02-30' }, 'from', undefined],
      [{ from: 'next week' }, 'from', undefined],
      [{}, 'from', undefined],
      [{ from: thisWeekDay(7), today: 'soon' }, 'today', MEAL_RULE_MESSAGES.todayInvalid],
      [{ from: thisWeekDay(7), meal: 'lunch' }, '', undefined],
    ];
    for (const [body, field, message] of cases) {
      const res = await fill(ann, body).expect(400);
      const errors = res.body.errors as { field: string; message: string }[];
      if (field) expect(errors.map((error) => error.field)).toContain(field);
      if (message) expect(errors.map((error) => error.message)).toContain(message);
    }
    expect((await daysOf(ann, 7, 13)).every((day) => day.dinner.length === 0)).toBe(true);
  });

  it('when a visitor is not signed in, then 401', async () => {
    await request(t.app)
      .post('/api/meal-plan/fill-dinners')
      .send({ from: thisWeekDay(7) })
      .expect(401);
  });
});
