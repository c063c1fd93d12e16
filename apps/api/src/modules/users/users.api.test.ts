import { randomBytes } from 'node:crypto';
import { adminUserListItemSchema, userRecordSchema, RATE_LIMITS } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import { IDENTITY_UNAVAILABLE } from '../identity/index.js';
import {
  useIdentityRoutes,
  poolGroups,
  signUpUnconfirmed,
  unreachableEndpoint,
} from '../../test/identity-test-app.js';
import { USERS_MESSAGES } from './users.service.js';
import { claimsOf } from '../../test/test-tokens.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const h = useIdentityRoutes(t);

const freshEmail = () => `cook-${randomBytes(5).toString('hex')}@example.test`;

async function insertRecord(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await request(h.app)
    .post('/api/insert-user')
    .set(bearer(user))
    .send({ name: user.name, email: user.email, ...body });
  expect(res.status).toBe(201);
  return userRecordSchema.parse(res.body);
}

/** The record an admin sees for an address, or null when there is none. */
async function recordOf(email: string) {
  const admin = await createTestUser(h.settings, { groups: ['admin', 'user'] });
  const res = await request(h.app)
    .get(`/api/user/${encodeURIComponent(email)}`)
    .set(bearer(admin));
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return userRecordSchema.parse(res.body);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('POST /api/assign-role', () => {
  it('when a newly confirmed cook calls it with their own id token, then they are in the group user, and a second call succeeds too', async () => {
    const cook = await createTestUser(h.settings, { groups: [] });
    for (let i = 0; i < 2; i += 1) {
      const res = await request(h.app)
        .post('/api/assign-role')
        .set(bearer(cook))
        .send({ username: cook.email, group: 'user' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: USERS_MESSAGES.roleAssigned, group: 'user' });
    }
    expect(await poolGroups(h.settings, cook.email)).toEqual(['user']);
  });

  it('when the body names the caller by Cognito username or not at all, then the group is assigned as well', async () => {
    const byUsername = await createTestUser(h.settings, { groups: [] });
    const username = String(claimsOf(byUsername.idToken)['cognito:username']);
    expect(username).not.toBe(byUsername.email);
    await request(h.app)
      .post('/api/assign-role')
      .set(bearer(byUsername))
      .send({ username, group: 'user' })
      .expect(200);
    expect(await poolGroups(h.settings, byUsername.email)).toEqual(['user']);

    const unnamed = await createTestUser(h.settings, { groups: [] });
    await request(h.app)
      .post('/api/assign-role')
      .set(bearer(unnamed))
      .send({ group: 'user' })
      .expect(200);
    expect(await poolGroups(h.settings, unnamed.email)).toEqual(['user']);
  });

  it('when a signed-in person names someone else, then 403 and neither account changes', async () => {
    const victim = await createTestUser(h.settings, { groups: [] });
    const mallory = await createTestUser(h.settings, { groups: [] });
    const victimUsername = String(claimsOf(victim.idToken)['cognito:username']);
    for (const username of [victim.email, victim.email.toUpperCase(), victimUsername]) {
      const res = await request(h.app)
        .post('/api/assign-role')
        .set(bearer(mallory))
        .send({ username, group: 'user' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: USERS_MESSAGES.onlyYourself });
    }
    expect(await poolGroups(h.settings, victim.email)).toEqual([]);
    expect(await poolGroups(h.settings, mallory.email)).toEqual([]);
  });

  it('when the caller has no token or a token that does not verify, then 401 and the account named is not changed', async () => {
    const victim = await createTestUser(h.settings, { groups: [] });
    const forged = `${victim.idToken.slice(0, -4)}AAAA`;
    for (const headers of [{}, { Authorization: `Bearer ${forged}` }]) {
      const res = await request(h.app)
        .post('/api/assign-role')
        .set(headers)
        .send({ username: victim.email, group: 'user' });
      expect(res.status).toBe(401);
    }
    expect(await poolGroups(h.settings, victim.email)).toEqual([]);
  });

  it.each(['admin', 'Admin', 'USER', 'users', 'root'])(
    'when a cook asks for the group %s, then 403 and they are not in it afterwards',
    async (group) => {
      const cook = await createTestUser(h.settings, { groups: [] });
      const res = await request(h.app)
        .post('/api/assign-role')
        .set(bearer(cook))
        .send({ username: cook.email, group });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Only the user group can be assigned.' });
      expect(await poolGroups(h.settings, cook.email)).toEqual([]);
    },
  );

  it('when the group is missing, then 400', async () => {
    const cook = await createTestUser(h.settings, { groups: [] });
    const res = await request(h.app)
      .post('/api/assign-role')
      .set(bearer(cook))
      .send({ username: cook.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: USERS_MESSAGES.groupRequired });
  });

  it('when the record was inserted before the role was assigned, then the record shows the group afterwards', async () => {
    const cook = await createTestUser(h.settings, { groups: [] });
    expect((await insertRecord(cook)).groups).toEqual([]);
    await request(h.app)
      .post('/api/assign-role')
      .set(bearer(cook))
      .send({ username: cook.email, group: 'user' })
      .expect(200);
    const res = await request(h.app).get(`/api/user/${cook.email}`).set(bearer(cook));
    expect(res.body).toMatchObject({ email: cook.email, groups: ['user'] });
  });
});

describe('POST /api/insert-user', () => {
  it('when cooks insert their own record twice, then 201 then 200 with the same record and the first name kept', async () => {
    const cook = await createTestUser(h.settings, { groups: ['user'], name: 'Grandma Rose' });
    const first = await request(h.app)
      .post('/api/insert-user')
      .set(bearer(cook))
      .send({ name: 'Grandma Rose', email: cook.email, birth_day: 14, birth_month: '3' });
    expect(first.status).toBe(201);
    const record = userRecordSchema.parse(first.body);
    expect(record).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Grandma Rose',
      email: cook.email,
      birth_day: 14,
      birth_month: 3,
      groups: ['user'],
      language: null,
    });

    const second = await request(h.app)
      .post('/api/insert-user')
      .set(bearer(cook))
      .send({ name: 'Someone Else', email: cook.email, birth_day: 1, birth_month: 1 });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(record);
  });

  it('when two inserts for one account race, then one record results and both answers show it', async () => {
    const cook = await createTestUser(h.settings, { groups: ['user'] });
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        request(h.app).post('/api/insert-user').set(bearer(cook)).send({ name, email: cook.email }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.body as { _id: string })._id));
    expect(ids.size).toBe(1);
  });

  it("when a signed-in person sends someone else's email, then 403 and no record is made for either", async () => {
    const victim = await createTestUser(h.settings, { groups: ['user'] });
    const mallory = await createTestUser(h.settings, { groups: ['user'] });
    for (const email of [victim.email, victim.email.toUpperCase(), freshEmail()]) {
      const res = await request(h.app)
        .post('/api/insert-user')
        .set(bearer(mallory))
        .send({ name: 'Not You', email, birth_day: 1, birth_month: 1 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: USERS_MESSAGES.onlyYourself });
    }
    expect(await recordOf(victim.email)).toBeNull();
    expect(await recordOf(mallory.email)).toBeNull();
    // The victim's own sign-up still creates the record with the victim's own details.
    const own = await insertRecord(victim, { name: 'Victor Real', birth_day: 9, birth_month: 9 });
    expect(own).toMatchObject({ name: 'Victor Real', birth_day: 9, birth_month: 9 });
  });

  it('when the caller has no token, then 401 and no record is made', async () => {
    const victim = await createTestUser(h.settings, { groups: ['user'] });
    const res = await request(h.app)
      .post('/api/insert-user')
      .send({ name: 'Squatter', email: victim.email });
    expect(res.status).toBe(401);
    expect(await recordOf(victim.email)).toBeNull();
  });

  it("when the payload breaks the specification's rules, then 400 with its messages", async () => {
    const cook = await createTestUser(h.settings, { groups: ['user'] });
    const post = () => request(h.app).post('/api/insert-user').set(bearer(cook));
    const noName = await post().send({ email: cook.email });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: 'Name is required' });
    const halfBirthday = await post().send({ name: 'Half', email: cook.email, birth_day: 3 });
    expect(halfBirthday.status).toBe(400);
    expect(halfBirthday.body).toMatchObject({ message: 'Select both a birth month and day.' });
    const badEmail = await post().send({ name: 'X', email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ message: 'Enter a valid email!' });
    const nothing = await post();
    expect(nothing.status).toBe(400);
    expect((nothing.body as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
      ]),
    );
    expect(await recordOf(cook.email)).toBeNull();
  });

  it('when the identity service cannot be reached, then 503 and nothing is stored', async () => {
    const cook = await createTestUser(h.settings, { groups: ['user'] });
    const app = h.build({ identity: { ...h.settings, endpoint: await unreachableEndpoint() } });
    const res = await request(app)
      .post('/api/insert-user')
      .set(bearer(cook))
      .send({ name: 'X', email: cook.email });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: IDENTITY_UNAVAILABLE });
    expect(await recordOf(cook.email)).toBeNull();
  });
});

describe('the account calls and who is registered', () => {
  it('when an outsider calls assign-role and insert-user for a registered and an unknown address, then the answers are the same in status, body and time', async () => {
    const registered = await createTestUser(h.settings, { groups: [] });
    const unknown = freshEmail();
    const calls = [
      (email: string) =>
        request(h.app).post('/api/assign-role').send({ username: email, group: 'user' }),
      (email: string) => request(h.app).post('/api/insert-user').send({ name: 'Probe', email }),
    ];
    for (const call of calls) {
      const times: Record<'registered' | 'unknown', number[]> = { registered: [], unknown: [] };
      const answers = new Set<string>();
      const emails = { registered: registered.email, unknown };
      for (let i = 0; i < 21; i += 1) {
        // Turn about, so that neither address always meets a warmer or a busier moment.
        const order =
          i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const);
        for (const kind of order) {
          const email = emails[kind];
          const started = performance.now();
          const res = await call(email);
          times[kind].push(performance.now() - started);
          answers.add(JSON.stringify([res.status, res.body]));
        }
      }
      expect([...answers]).toEqual([JSON.stringify([401, { message: 'Authentication required' }])]);
      // Each round's two calls are next to each other in time, so the load of the machine weighs
      // on both alike: their difference, not each address's own times, tells one from the other.
      const differences = times.registered.map((time, i) => time - (times.unknown[i] ?? 0));
      const typical = median([...times.registered, ...times.unknown]);
      expect(Math.abs(median(differences))).toBeLessThan(Math.max(5, 0.5 * typical));
    }
    expect(await poolGroups(h.settings, registered.email)).toEqual([]);
    expect(await recordOf(registered.email)).toBeNull();
  });
});

describe('GET /api/user/:email', () => {
  it('when users ask for records, then only their own is given, admins get any and strangers 403', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'], name: 'Ann' });
    const bob = await createTestUser(h.settings, { groups: ['user'], name: 'Bob' });
    const admin = await createTestUser(h.settings, { groups: ['admin', 'user'] });
    const record = await insertRecord(ann, { birth_day: 2, birth_month: 7 });

    const own = await request(h.app).get(`/api/user/${ann.email}`).set(bearer(ann));
    expect(own.status).toBe(200);
    expect(own.body).toEqual(record);

    const otherCase = await request(h.app)
      .get(`/api/user/${encodeURIComponent(ann.email.toUpperCase())}`)
      .set(bearer(ann));
    expect(otherCase.status).toBe(200);
    expect(otherCase.body).toEqual(record);

    const stranger = await request(h.app).get(`/api/user/${ann.email}`).set(bearer(bob));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: USERS_MESSAGES.notYourAccount });

    const byAdmin = await request(h.app).get(`/api/user/${ann.email}`).set(bearer(admin));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(record);

    const anonymous = await request(h.app).get(`/api/user/${ann.email}`);
    expect(anonymous.status).toBe(401);
  });

  it('when the record does not exist, then 404 for its owner and for an admin, 403 for anyone else', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'] });
    const bob = await createTestUser(h.settings, { groups: ['user'] });
    const admin = await createTestUser(h.settings, { groups: ['admin', 'user'] });
    await request(h.app).get(`/api/user/${ann.email}`).set(bearer(ann)).expect(404);
    const res = await request(h.app).get(`/api/user/${ann.email}`).set(bearer(admin));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No such user.' });
    await request(h.app).get(`/api/user/${ann.email}`).set(bearer(bob)).expect(403);
  });

  it('when the id token comes as the httpOnly cookie, then it is accepted like the bearer header', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'] });
    await insertRecord(ann);
    const agent = request.agent(h.app);
    await agent
      .post('/api/set-tokens')
      .send({ idToken: ann.idToken, accessToken: ann.accessToken, refreshToken: ann.refreshToken })
      .expect(200);
    await agent.get(`/api/user/${ann.email}`).expect(200);
  });
});

/** PUT /api/update-db-user/:id as `who`, or with no token when `who` is undefined. */
function updateRecord(id: string, who: TestUser | undefined, body: object) {
  const put = request(h.app).put(`/api/update-db-user/${id}`);
  return (who ? put.set(bearer(who)) : put).send(body);
}

describe('PUT /api/update-db-user/:id', () => {
  it('when users change their own record, then 201 with the change and the rest kept', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'], name: 'Ann' });
    const record = await insertRecord(ann, { birth_day: 2, birth_month: 7 });

    const renamed = await updateRecord(record._id, ann, { name: 'Annie' });
    expect(renamed.status).toBe(201);
    expect(renamed.body).toEqual({ ...record, name: 'Annie' });

    const birthday = await updateRecord(record._id, ann, { birth_day: '30', birth_month: '11' });
    expect(birthday.status).toBe(201);
    expect(birthday.body).toEqual({ ...record, name: 'Annie', birth_day: 30, birth_month: 11 });

    const cleared = await updateRecord(record._id, ann, { birth_day: '', birth_month: '' });
    expect(cleared.status).toBe(201);
    expect(cleared.body).toMatchObject({ birth_day: null, birth_month: null, name: 'Annie' });
  });

  it('when cooks choose the language they read in, then it is kept on their record until cleared', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'] });
    const record = await insertRecord(ann);
    expect(record.language).toBeNull();

    const german = await updateRecord(record._id, ann, { language: 'de' });
    expect(german.status).toBe(201);
    expect(german.body).toEqual({ ...record, language: 'de' });
    const read = await request(h.app).get(`/api/user/${ann.email}`).set(bearer(ann));
    expect(read.body).toMatchObject({ language: 'de' });

    const arabic = await updateRecord(record._id, ann, { language: 'ar' });
    expect(arabic.body).toMatchObject({ language: 'ar', name: record.name });
    const cleared = await updateRecord(record._id, ann, { language: null });
    expect(cleared.body).toEqual(record);
  });

  it('when another user changes the record, then 403 and it is unchanged; an admin may', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'], name: 'Ann' });
    const bob = await createTestUser(h.settings, { groups: ['user'] });
    const admin = await createTestUser(h.settings, { groups: ['admin', 'user'] });
    const record = await insertRecord(ann);

    const stranger = await updateRecord(record._id, bob, { name: 'Hijacked', language: 'ar' });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: USERS_MESSAGES.notYourAccount });
    const anonymous = await updateRecord(record._id, undefined, { name: 'Hijacked' });
    expect(anonymous.status).toBe(401);
    expect((await request(h.app).get(`/api/user/${ann.email}`).set(bearer(ann))).body).toEqual(
      record,
    );

    const byAdmin = await updateRecord(record._id, admin, { name: 'Ann B.' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toEqual({ ...record, name: 'Ann B.' });
  });

  it('when the payload is invalid, then 400 and the record is unchanged', async () => {
    const ann = await createTestUser(h.settings, { groups: ['user'] });
    const record = await insertRecord(ann);
    for (const [body, message] of [
      [{ birth_day: 4 }, 'Select both a birth month and day.'],
      [{ birth_day: 32, birth_month: 1 }, 'Birth day must be a whole number from 1 to 31'],
      [{ name: '  ' }, 'Name is required'],
      [{}, 'Nothing to update: give a name, birth_day, birth_month or language'],
      [{ language: 'xx' }, 'Choose one of the site’s languages.'],
      [{ language: 'de-DE' }, 'Choose one of the site’s languages.'],
      [{ language: 7 }, 'Choose one of the site’s languages.'],
    ] as const) {
      const res = await updateRecord(record._id, ann, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    }
    expect((await request(h.app).get(`/api/user/${ann.email}`).set(bearer(ann))).body).toEqual(
      record,
    );
  });

  it('when the id is unknown or not an id, then 404', async () => {
    const admin = await createTestUser(h.settings, { groups: ['admin', 'user'] });
    for (const id of ['2b1e6a52-57a4-4a9e-9d0e-3f1c1a9b0d11', 'not-an-id']) {
      const res = await updateRecord(id, admin, { name: 'X' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No such user.' });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('when an anonymous visitor or a user asks, then 401 and 403', async () => {
    const cook = await createTestUser(h.settings, { groups: ['user'] });
    await request(h.app).get('/api/admin/users').expect(401);
    const res = await request(h.app).get('/api/admin/users').set(bearer(cook));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Administrators only.' });
  });

  it('when an admin asks, then every account is listed by name with its groups', async () => {
    const admin = await createTestUser(h.settings, {
      groups: ['admin', 'user'],
      name: 'Zoe Admin',
    });
    const cook = await createTestUser(h.settings, { groups: ['user'], name: 'amelia cook' });
    const newcomer = await createTestUser(h.settings, { groups: [], name: 'Bruno New' });
    const pending = freshEmail();
    await signUpUnconfirmed(h.settings, pending, 'Carla Pending');

    const res = await request(h.app).get('/api/admin/users').set(bearer(admin));
    expect(res.status).toBe(200);
    const list = adminUserListItemSchema.array().parse(res.body);
    expect(res.headers['x-total-count']).toBe(String(list.length));
    const byEmail = new Map(list.map((item) => [item.email, item]));
    expect(byEmail.get(admin.email)).toMatchObject({
      name: 'Zoe Admin',
      groups: ['admin', 'user'],
    });
    expect(byEmail.get(cook.email)).toMatchObject({ name: 'amelia cook', groups: ['user'] });
    expect(byEmail.get(newcomer.email)).toMatchObject({ name: 'Bruno New', groups: [] });
    expect(byEmail.get(pending)).toMatchObject({ name: 'Carla Pending', groups: [] });
    expect(byEmail.get(cook.email)?.username).toBe(claimsOf(cook.idToken)['cognito:username']);

    const names = list.map((item) => item.name);
    const sorted = [...names].sort((a, b) =>
      a.localeCompare(b, undefined, { sensitivity: 'base' }),
    );
    expect(names).toEqual(sorted);
    expect(names.indexOf('amelia cook')).toBeLessThan(names.indexOf('Bruno New'));
  });
});

describe('rate limit of the account calls', () => {
  it('when one address calls assign-role too often, then 429 with Retry-After', async () => {
    const limited = await createTestApp();
    try {
      const cook = await createTestUser(limited.identity.settings, { groups: [] });
      let last = 0;
      let retryAfter: string | undefined;
      for (let i = 0; i <= RATE_LIMITS.accountCalls.max; i++) {
        const res = await request(limited.app)
          .post('/api/assign-role')
          .set(bearer(cook))
          .send({ username: cook.email, group: 'user' });
        last = res.status;
        retryAfter = res.headers['retry-after'];
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.dispose();
    }
    // 61 calls in a row, each through the identity emulator: over 30 s on a busy machine.
  }, 120_000);
});
