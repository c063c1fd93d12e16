import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  mealPlanSchema,
  type MealPlan,
  type PlanDay,
  type PlannedEntry,
  type PlanDayInput,
} from '@family-recipes/shared';
import ICAL from 'ical.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { thisWeekDay } from '../../test/plan-week.js';
import {
  askToJoin,
  joinHousehold,
  removeFromHousehold,
  type JoinChoice,
} from '../../test/households.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * The meal plan and its calendar feed are the household's: every member reads and writes the same
 * ones, anyone else sees nothing of them, and a cook who leaves or is removed loses them at once.
 */

const t = useTestApp();

const cook = (name = 'Test Cook') => createCook(t, name);

const putDay = (who: TestUser, date: string, body: Partial<PlanDayInput>) =>
  request(t.app).put(`/api/meal-plan/${date}`).set(bearer(who)).send(body);

/** A line of a meal as the tests compare it: a recipe's title or a note's text. */
const entryName = (entry: PlannedEntry) => (entry.kind === 'recipe' ? entry.title : entry.note);

async function plan(who: TestUser, from: string, to: string): Promise<MealPlan> {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${from}&to=${to}`)
    .set(bearer(who))
    .expect(200);
  return mealPlanSchema.parse(res.body);
}

const dinners = (p: MealPlan) => p.days.map((day: PlanDay) => day.dinner.map(entryName));
const meals = (day: PlanDay | undefined) =>
  day && {
    breakfast: day.breakfast.map(entryName),
    lunch: day.lunch.map(entryName),
    dinner: day.dinner.map(entryName),
    other: day.other.map(entryName),
  };

/** `members` join `owner`'s household, each by an invitation of their own. */
async function shareKitchen(owner: TestUser, ...members: TestUser[]): Promise<void> {
  for (const member of members) await joinHousehold(t, owner, member);
}

const joinWith = (owner: TestUser, member: TestUser, how: JoinChoice) =>
  askToJoin(t, owner, member, how);

async function makeFeed(who: TestUser): Promise<string> {
  const res = await request(t.app).post('/api/meal-plan/calendar').set(bearer(who)).expect(201);
  return new URL(calendarFeedCreatedSchema.parse(res.body).url).pathname;
}

let clients = 0;
const fetchFeed = (path: string) =>
  request(t.app)
    .get(path)
    .set('X-Forwarded-For', `203.0.113.${(clients += 1)}`);

function summaries(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => String(new ICAL.Event(vevent).summary));
}

describe('one plan per household', () => {
  it('when two members plan the same week, then both see one plan with what each wrote', async () => {
    const [owner, member] = await Promise.all([cook('Pam Planner'), cook('Mel Member')]);
    await shareKitchen(owner, member);
    const [soup, stew] = await Promise.all([
      insertRecipe(t, { title: 'Shared Soup' }),
      insertRecipe(t, { title: 'Shared Stew' }),
    ]);
    await putDay(owner, thisWeekDay(0), { dinner: [soup] }).expect(200);
    await putDay(member, thisWeekDay(1), { dinner: [stew] }).expect(200);

    const [mine, theirs] = await Promise.all([
      plan(owner, thisWeekDay(0), thisWeekDay(1)),
      plan(member, thisWeekDay(0), thisWeekDay(1)),
    ]);
    expect(dinners(mine)).toEqual([['Shared Soup'], ['Shared Stew']]);
    expect(theirs).toEqual(mine);

    // A member replaces a day the other planned: it is the same day.
    await putDay(member, thisWeekDay(0), { dinner: [stew, soup] }).expect(200);
    expect(dinners(await plan(owner, thisWeekDay(0), thisWeekDay(0)))).toEqual([
      ['Shared Stew', 'Shared Soup'],
    ]);
  });

  it('when a cook of another household reads or writes the same days, then they see an empty plan and change nothing', async () => {
    const [owner, member, stranger] = await Promise.all([cook(), cook(), cook('Stan Stranger')]);
    await shareKitchen(owner, member);
    const pie = await insertRecipe(t, { title: 'Private Pie' });
    await putDay(owner, thisWeekDay(-7), { lunch: [pie] }).expect(200);

    const seen = await plan(stranger, thisWeekDay(-7), thisWeekDay(-7));
    expect(meals(seen.days[0])).toEqual({ breakfast: [], lunch: [], dinner: [], other: [] });
    await putDay(stranger, thisWeekDay(-7), {}).expect(200);
    expect(meals((await plan(member, thisWeekDay(-7), thisWeekDay(-7))).days[0])?.lunch).toEqual([
      'Private Pie',
    ]);
  });

  it('when a member plans a recipe of their own that others cannot see, then others do not see it, and their replacing the day keeps it', async () => {
    const [owner, member] = await Promise.all([cook('Olly Owner'), cook('Nia Pending')]);
    await shareKitchen(owner, member);
    const secret = await insertRecipe(t, {
      title: 'Pending Paella',
      status: 100,
      ...ownedBy(member),
    });
    const open = await insertRecipe(t, { title: 'Open Omelette' });
    await putDay(member, thisWeekDay(2), { dinner: [secret] }).expect(200);
    expect(dinners(await plan(owner, thisWeekDay(2), thisWeekDay(2)))).toEqual([[]]);

    await putDay(owner, thisWeekDay(2), { dinner: [open] }).expect(200);
    expect(dinners(await plan(owner, thisWeekDay(2), thisWeekDay(2)))).toEqual([['Open Omelette']]);
    expect(dinners(await plan(member, thisWeekDay(2), thisWeekDay(2)))).toEqual([
      ['Open Omelette', 'Pending Paella'],
    ]);
  });
});

describe('leaving the household', () => {
  it('when a member is removed, then at once they no longer see the plan and their writes go to a plan of their own', async () => {
    const [owner, member] = await Promise.all([cook('Rae Remover'), cook('Rex Removed')]);
    await shareKitchen(owner, member);
    const dish = await insertRecipe(t, { title: 'Family Fajitas' });
    await putDay(member, thisWeekDay(3), { dinner: [dish] }).expect(200);
    expect(dinners(await plan(member, thisWeekDay(3), thisWeekDay(3)))).toEqual([
      ['Family Fajitas'],
    ]);

    await request(t.app)
      .delete(`/api/household/members/${subOf(member.idToken)}`)
      .set(bearer(owner))
      .expect(200);
    expect(dinners(await plan(member, thisWeekDay(3), thisWeekDay(3)))).toEqual([[]]);
    // What they planned stays with the household.
    expect(dinners(await plan(owner, thisWeekDay(3), thisWeekDay(3)))).toEqual([
      ['Family Fajitas'],
    ]);
    await putDay(member, thisWeekDay(3), {}).expect(200);
    expect(dinners(await plan(owner, thisWeekDay(3), thisWeekDay(3)))).toEqual([
      ['Family Fajitas'],
    ]);
  });

  it('when a cook alone in their household joins another, then their plan comes along after what is there; left behind, only once they confirm it, it is gone', async () => {
    const [host, bringer, leaver] = await Promise.all([
      cook('Hosting Hal'),
      cook('Bringing Bo'),
      cook('Leaving Lu'),
    ]);
    const [a, b, c] = await Promise.all([
      insertRecipe(t, { title: 'Host Hash' }),
      insertRecipe(t, { title: 'Brought Bread' }),
      insertRecipe(t, { title: 'Left Lasagne' }),
    ]);
    await putDay(host, thisWeekDay(4), { dinner: [a] }).expect(200);
    await putDay(bringer, thisWeekDay(4), { dinner: [b], lunch: [b] }).expect(200);
    await putDay(leaver, thisWeekDay(5), { dinner: [c] }).expect(200);

    expect((await joinWith(host, bringer, {})).status).toBe(200);
    const day = (await plan(host, thisWeekDay(4), thisWeekDay(4))).days[0];
    expect(meals(day)).toEqual({
      breakfast: [],
      lunch: ['Brought Bread'],
      dinner: ['Host Hash', 'Brought Bread'],
      other: [],
    });

    expect((await joinWith(host, leaver, { bring: false })).status).toBe(409);
    expect(dinners(await plan(leaver, thisWeekDay(5), thisWeekDay(5)))).toEqual([['Left Lasagne']]);
    expect((await joinWith(host, leaver, { bring: false, discard: true })).status).toBe(200);
    expect(dinners(await plan(host, thisWeekDay(5), thisWeekDay(5)))).toEqual([[]]);
    await request(t.app).post('/api/household/leave').set(bearer(leaver)).expect(200);
    expect(dinners(await plan(leaver, thisWeekDay(5), thisWeekDay(5)))).toEqual([[]]);
  });
});

describe('the members’ calendar feeds', () => {
  it('when a member makes a feed, then it serves the whole household’s plan and is theirs alone: a new address of one member leaves the other’s working', async () => {
    const [owner, member] = await Promise.all([cook('Fay Feed'), cook('Finn Feed')]);
    await shareKitchen(owner, member);
    const [x, y] = await Promise.all([
      insertRecipe(t, { title: 'Feed Frittata' }),
      insertRecipe(t, { title: 'Feed Falafel' }),
    ]);
    const today = thisWeekDay(0);
    await putDay(owner, today, { breakfast: [x] }).expect(200);
    await putDay(member, thisWeekDay(1), { dinner: [y] }).expect(200);

    const path = await makeFeed(member);
    const feedState = async (who: TestUser) =>
      calendarFeedStateSchema.parse(
        (await request(t.app).get('/api/meal-plan/calendar').set(bearer(who))).body,
      ).enabled;
    expect(await feedState(member)).toBe(true);
    expect(await feedState(owner)).toBe(false);
    const events = summaries((await fetchFeed(path).expect(200)).text);
    expect(events.sort()).toEqual(['Breakfast: Feed Frittata', 'Dinner: Feed Falafel']);

    // The owner makes an address of their own, then a new one: the member's keeps working.
    const first = await makeFeed(owner);
    const fresh = await makeFeed(owner);
    await fetchFeed(first).expect(404);
    await fetchFeed(fresh).expect(200);
    await fetchFeed(path).expect(200);
    // The member makes a new address: only theirs changes.
    const newer = await makeFeed(member);
    await fetchFeed(path).expect(404);
    await fetchFeed(newer).expect(200);
    await fetchFeed(fresh).expect(200);
    // Turning one off leaves the other.
    await request(t.app).delete('/api/meal-plan/calendar').set(bearer(member)).expect(204);
    await fetchFeed(newer).expect(404);
    await fetchFeed(fresh).expect(200);
  });

  it('when a member leaves or is removed, then their own feed stops at once and the others’ keep working', async () => {
    const [owner, member, other] = await Promise.all([
      cook('Gil Gone'),
      cook('Gwen Goes'),
      cook('Gus Gone'),
    ]);
    await shareKitchen(owner, member, other);
    const [owners, members, others] = [
      await makeFeed(owner),
      await makeFeed(member),
      await makeFeed(other),
    ];
    await request(t.app).post('/api/household/leave').set(bearer(member)).expect(200);
    await fetchFeed(members).expect(404);
    await removeFromHousehold(t, owner, subOf(other.idToken));
    await fetchFeed(others).expect(404);
    await fetchFeed(owners).expect(200);
  });

  it('when a cook with a feed joins a household, then their feed shows that household’s plan', async () => {
    const [host, joiner] = await Promise.all([cook('Hugo Host'), cook('Jo Joiner')]);
    const dish = await insertRecipe(t, { title: 'Hosted Hotpot' });
    await putDay(host, thisWeekDay(2), { dinner: [dish] }).expect(200);
    const path = await makeFeed(joiner);
    expect(summaries((await fetchFeed(path).expect(200)).text)).toEqual([]);
    await joinHousehold(t, host, joiner);
    expect(summaries((await fetchFeed(path).expect(200)).text)).toEqual(['Dinner: Hosted Hotpot']);
  });
});
