import {
  AdminUpdateUserAttributesCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { smallJpeg } from '../../../test/test-images.js';
import { recipeForm } from '../../../test/test-recipes.js';
import {
  claimsOf,
  installationKey,
  jwtPart,
  signJwt,
  type Json,
} from '../../../test/test-tokens.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../../test/test-users.js';
import { withCognitoClient } from '../cognito-client.js';
import { RecipesRepository } from '../../recipes/recipes.repository.js';
import { useTestApp, useUsers } from '../../../test/use-test-app.js';

/*
 * Ownership follows the account (its Cognito sub), never the email address in the token, which an
 * account can set on itself; and a token whose address is not verified names nobody.
 */

/** The claims of a real id token of `user`, changed and signed again with the installation's key. */
function resigned(user: TestUser, changes: Json): string {
  return signJwt(installationKey(t.identity.dir), jwtPart(user.idToken, 0), {
    ...claimsOf(user.idToken),
    ...changes,
  });
}

let jpeg: Buffer;

const t = useTestApp();
const [admin] = useUsers(t, { groups: ['admin', 'user'] });

beforeAll(async () => {
  jpeg = await smallJpeg();
});

function fields(title: string): Record<string, string> {
  return recipeForm({ title, description: 'Only for its cook.', category: 'Entrees' });
}

async function submit(cook: TestUser, title: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/submit-recipe')
    .set(bearer(cook.idToken))
    .field(fields(title))
    .attach('thumbnail_image', jpeg, 'soup.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { _id: string })._id;
}

/** What another cook must never reach: two recipes, one of them denied with a note. */
/** POST /api/insert-user: the cook's own user record, with the name and address of the account. */
const insertOwnRecord = (cook: TestUser) =>
  request(t.app)
    .post('/api/insert-user')
    .set(bearer(cook.idToken))
    .send({ name: cook.name, email: cook.email });

async function cookWithSecrets(title: string) {
  const cook = await createCook(t);
  await insertOwnRecord(cook).expect(201);
  const pending = await submit(cook, `${title} pending`);
  const denied = await submit(cook, `${title} denied`);
  const note = `Private note for ${title}`;
  await request(t.app)
    .put(`/api/admin/recipes/${denied}/status/199`)
    .set(bearer(admin.idToken))
    .send({ note })
    .expect(200);
  return { cook, pending, denied, note, titles: [`${title} pending`, `${title} denied`] };
}

/** REFRESH_TOKEN_AUTH against the identity service: the id token the account gets now. */
async function refreshedIdToken(user: TestUser): Promise<string> {
  return withCognitoClient(t.identity.settings, async (client) => {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: t.identity.settings.clientId,
        AuthParameters: { REFRESH_TOKEN: user.refreshToken },
      }),
    );
    const idToken = answer.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('The identity service returned no id token');
    return idToken;
  });
}

/** An administrator gives an account a new, verified address. */
async function adminSetEmail(user: TestUser, email: string) {
  await withCognitoClient(t.identity.settings, async (client) => {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: t.identity.settings.userPoolId,
        Username: String(claimsOf(user.idToken)['cognito:username']),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  });
}

/**
 * Every way `idToken` could reach the other cook's recipes, notes and record; each must answer
 * `refused` (401 when the token names nobody, 403 when it names another account) and show nothing.
 */
async function expectNothingOf(
  secrets: Awaited<ReturnType<typeof cookWithSecrets>>,
  idToken: string,
  refused: 401 | 403,
) {
  const leaked = (body: unknown) => {
    const text = JSON.stringify(body);
    return [secrets.pending, secrets.denied, secrets.note, ...secrets.titles].filter((secret) =>
      text.includes(secret),
    );
  };
  const listed = refused === 403 ? 200 : 401;

  const mine = await request(t.app).get('/api/my-recipes').set(bearer(idToken));
  expect(mine.status).toBe(listed);
  expect(leaked(mine.body)).toEqual([]);

  for (const id of [secrets.pending, secrets.denied]) {
    const detail = await request(t.app).get(`/api/recipes/${id}`).set(bearer(idToken));
    expect(detail.status).toBe(refused);
    expect(leaked(detail.body)).toEqual([]);
  }

  const edit = await request(t.app)
    .put(`/api/update-recipe/${secrets.pending}`)
    .set(bearer(idToken))
    .field(fields('Taken over'));
  expect(edit.status).toBe(refused);
  const stored = await new RecipesRepository(t.db.database.db).findById(secrets.pending);
  expect(stored?.title).toBe(secrets.titles[0]);

  const exported = await request(t.app).get('/api/export/my-recipes').set(bearer(idToken));
  expect(exported.status).toBe(listed);
  expect(leaked(exported.body)).toEqual([]);

  const record = await request(t.app)
    .get(`/api/user/${encodeURIComponent(secrets.cook.email)}`)
    .set(bearer(idToken));
  expect(record.status).toBe(refused);
  expect(record.body).not.toHaveProperty('_id');
}

describe('ownership by account, on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'), () => {
  it("when a cook changes their email to another cook's address, then they gain nothing", async () => {
    const victim = await cookWithSecrets('Victim soup');
    const thief = await createCook(t);
    await withCognitoClient(t.identity.settings, async (client) => {
      // What any signed-in account may do to itself, without proving the new address.
      await client.send(
        new UpdateUserAttributesCommand({
          AccessToken: thief.accessToken,
          UserAttributes: [{ Name: 'email', Value: victim.cook.email }],
        }),
      );
    });
    const idToken = await refreshedIdToken(thief);

    // The pool holds a new address back until its code is entered: the token still names the
    // thief's own, verified address, and the thief's own account, which owns none of the victim's.
    expect(claimsOf(idToken)['email']).toBe(thief.email);
    expect(claimsOf(idToken)['email_verified']).toBe(true);
    await expectNothingOf(victim, idToken, 403);

    const own = await request(t.app).get('/api/my-recipes').set(bearer(victim.cook.idToken));
    expect((own.body as { title: string }[]).map((r) => r.title).sort()).toEqual(
      [...victim.titles].sort(),
    );
  });

  it("when a genuine, verified token carries another cook's address, then ownership still follows the account", async () => {
    const victim = await cookWithSecrets('Pinned soup');
    const thief = await createCook(t);
    const idToken = resigned(thief, { email: victim.cook.email, email_verified: true });

    await expectNothingOf(victim, idToken, 403);
  });

  it("when an admin changes a cook's email, then the cook still owns and can edit their recipes", async () => {
    const cook = await createCook(t);
    const record = await insertOwnRecord(cook).expect(201);
    const id = await submit(cook, 'Moving soup');
    const newEmail = `moved-${cook.email}`;
    await adminSetEmail(cook, newEmail);
    const idToken = await refreshedIdToken(cook);
    expect(claimsOf(idToken)['email']).toBe(newEmail);

    const mine = await request(t.app).get('/api/my-recipes').set(bearer(idToken)).expect(200);
    expect((mine.body as { _id: string }[]).map((r) => r._id)).toEqual([id]);
    const detail = await request(t.app).get(`/api/recipes/${id}`).set(bearer(idToken)).expect(200);
    // The address the recipe was submitted under is still the one shown.
    expect(detail.body).toMatchObject({ user_email: cook.email, review_note: null });
    const edited = await request(t.app)
      .put(`/api/update-recipe/${id}`)
      .set(bearer(idToken))
      .field(fields('Moved soup'))
      .expect(201);
    expect(edited.body).toMatchObject({ title: 'Moved soup' });
    const exported = await request(t.app)
      .get('/api/export/my-recipes')
      .set(bearer(idToken))
      .expect(200);
    expect(JSON.stringify(exported.body)).toContain('Moved soup');

    // Signing in with the new address moves the record to it; it stays the same record.
    await request(t.app)
      .post('/api/set-tokens')
      .send({ idToken, accessToken: cook.accessToken, refreshToken: cook.refreshToken })
      .expect(200);
    const moved = await request(t.app)
      .get(`/api/user/${encodeURIComponent(newEmail)}`)
      .set(bearer(idToken))
      .expect(200);
    expect(moved.body).toMatchObject({
      _id: (record.body as { _id: string })._id,
      email: newEmail,
    });
    await request(t.app)
      .put(`/api/update-db-user/${(record.body as { _id: string })._id}`)
      .set(bearer(idToken))
      .send({ name: 'Moved Cook' })
      .expect(201);
  });
});

describe('user records by account', () => {
  it("when a cook's address is still on another account's record, then insert-user answers 409, signing in works and neither record changes hands", async () => {
    const before = await createCook(t);
    const first = await insertOwnRecord(before).expect(201);
    await adminSetEmail(before, `renamed-${before.email}`);
    // The address is free in the pool now, but the first account's record still shows it.
    const after = await createTestUser(t.identity.settings, {
      groups: ['user'],
      email: before.email,
    });

    const res = await insertOwnRecord(after);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This email address is on another account’s record.' });
    await request(t.app)
      .post('/api/set-tokens')
      .send({
        idToken: after.idToken,
        accessToken: after.accessToken,
        refreshToken: after.refreshToken,
      })
      .expect(200);
    await request(t.app)
      .get(`/api/user/${encodeURIComponent(before.email)}`)
      .set(bearer(after.idToken))
      .expect(403);
    const kept = await request(t.app)
      .get(`/api/user/${encodeURIComponent(before.email)}`)
      .set(bearer(admin.idToken))
      .expect(200);
    expect(kept.body).toMatchObject({ _id: (first.body as { _id: string })._id });
    await request(t.app)
      .put(`/api/update-db-user/${(first.body as { _id: string })._id}`)
      .set(bearer(after.idToken))
      .send({ name: 'Not mine' })
      .expect(403);
  });
});

describe('email_verified', () => {
  it.each<[string, unknown]>([
    ['false', false],
    ["the string 'false'", 'false'],
    ['no such claim', undefined],
  ])(
    'when a correctly signed id token has email_verified %s, then the API answers 401 and set-tokens sets no cookie',
    async (_label, emailVerified) => {
      const cook = await createCook(t);
      await submit(cook, 'Unproven soup');
      const idToken = resigned(cook, { email_verified: emailVerified });

      const mine = await request(t.app).get('/api/my-recipes').set(bearer(idToken));
      expect(mine.status).toBe(401);
      expect(mine.body).toEqual({
        message: 'Please verify your email address, then log in again.',
      });
      const session = await request(t.app)
        .post('/api/set-tokens')
        .send({ idToken, accessToken: cook.accessToken, refreshToken: cook.refreshToken });
      expect(session.status).toBe(401);
      expect(session.body).toEqual({
        message: 'Please verify your email address, then log in again.',
      });
      expect(session.headers['set-cookie']).toBeUndefined();
    },
  );

  it("when an issuer sends email_verified as the string 'true', then the token is accepted", async () => {
    const cook = await createCook(t);
    const id = await submit(cook, 'Proven soup');
    const idToken = resigned(cook, { email_verified: 'true' });

    const mine = await request(t.app).get('/api/my-recipes').set(bearer(idToken)).expect(200);
    expect((mine.body as { _id: string }[]).map((r) => r._id)).toEqual([id]);
  });
});
