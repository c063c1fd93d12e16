import {
  COOKBOOK_MESSAGES,
  cookbookChoiceSchema,
  type CookbookChoiceInput,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { joinHousehold } from '../../test/households.js';
import { thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { expectDocumented, newCook, ownRecipe } from './test-cookbooks.js';
import { useTestApp } from '../../test/use-test-app.js';

/* One database for the file, its tests in order: the first counts every approved recipe. */
let cook: TestUser;
let other: TestUser;

const t = useTestApp();

beforeAll(async () => {
  [cook, other] = await Promise.all([newCook(t, 'Chooser'), newCook(t, 'Other Cook')]);
});

async function choose(who: TestUser, body: CookbookChoiceInput) {
  const res = await request(t.app)
    .post('/api/cookbooks/choice')
    .set(bearer(who))
    .send(body)
    .expect(200);
  expectDocumented('POST', '/cookbooks/choice', res);
  const choice = cookbookChoiceSchema.parse(res.body);
  return { ids: choice.items.map((item) => item._id), truncated: choice.truncated };
}

describe('choosing the recipes a book starts from', () => {
  it('when the source is a category, a cook, everything approved or one’s own, then only recipes the book may hold are listed', async () => {
    const cake = await insertRecipe(t, { title: 'Cake', category: 'Desserts', userName: 'Rose' });
    const pie = await insertRecipe(t, {
      title: 'Apple Pie',
      category: 'Desserts',
      userName: 'Joe',
    });
    const eggs = await insertRecipe(t, { title: 'Eggs', category: 'Breakfast', userName: 'Rose' });
    const pendingDessert = await ownRecipe(t, other, { category: 'Desserts', userName: 'Rose' });
    const mine = await ownRecipe(t, cook, { title: 'My Draft', status: 199 });

    expect(await choose(cook, { source: 'category', value: 'desserts' })).toEqual({
      ids: [pie, cake],
      truncated: false,
    });
    expect((await choose(cook, { source: 'cook', value: 'rose' })).ids).toEqual([cake, eggs]);
    const approved = (await choose(cook, { source: 'approved' })).ids;
    expect(approved).toEqual([pie, cake, eggs]);
    expect(approved).not.toContain(pendingDessert);
    expect((await choose(cook, { source: 'mine' })).ids).toEqual([mine]);
    expect((await choose(other, { source: 'mine' })).ids).toEqual([pendingDessert]);
  });

  it('when the source is the favourites or the household’s past plan, then those recipes are listed, the latest first', async () => {
    const [first, second, planned, future] = [
      await insertRecipe(t, { title: 'Loved first' }),
      await insertRecipe(t, { title: 'Loved second' }),
      await insertRecipe(t, { title: 'Planned last week' }),
      await insertRecipe(t, { title: 'Planned next week' }),
    ];
    for (const id of [first, second]) {
      await request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(cook)).expect(200);
    }
    expect((await choose(cook, { source: 'favourites' })).ids).toEqual([second, first]);
    expect((await choose(other, { source: 'favourites' })).ids).toEqual([]);

    // The plan is the household's: another member's planning counts.
    await joinHousehold(t, cook, other);
    const plan = (date: string, ids: string[]) =>
      request(t.app)
        .put(`/api/meal-plan/${date}`)
        .set(bearer(other))
        .send({ dinner: ids })
        .expect(200);
    await plan(thisWeekDay(-14), [first]);
    await plan(thisWeekDay(-7), [planned]);
    await plan(thisWeekDay(14), [future]);
    expect((await choose(cook, { source: 'plan' })).ids).toEqual([planned, first]);
    const loner = await newCook(t, 'Loner');
    expect((await choose(loner, { source: 'plan' })).ids).toEqual([]);
  });

  it('when a category or a cook’s name is missing or unknown, then 400 says what to give', async () => {
    for (const [body, message] of [
      [{ source: 'category', value: 'Soups' }, COOKBOOK_MESSAGES.categoryRequired],
      [{ source: 'category' }, COOKBOOK_MESSAGES.categoryRequired],
      [{ source: 'cook', value: '  ' }, COOKBOOK_MESSAGES.cookRequired],
    ] as const) {
      const res = await request(t.app)
        .post('/api/cookbooks/choice')
        .set(bearer(cook))
        .send(body)
        .expect(400);
      expect(res.body.errors).toEqual([{ field: 'value', message }]);
    }
    await request(t.app)
      .post('/api/cookbooks/choice')
      .set(bearer(cook))
      .send({ source: 'everything' })
      .expect(400);
  });
});
