import { Writable } from 'node:stream';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../http/logger.js';
import { recipeForm, recipeRow, subOf } from '../../../test/test-recipes.js';
import { claimsOf } from '../../../test/test-tokens.js';
import { bearer, createTestUser, type TestUser } from '../../../test/test-users.js';
import { withCognitoClient } from '../cognito-client.js';
import { RecipesRepository } from '../../recipes/recipes.repository.js';
import { backfillOwners } from '../index.js';
import { UsersRepository } from '../../users/users.repository.js';
import { useTestApp, useUsers } from '../../../test/use-test-app.js';

/*
 * Rows stored before ownership followed the account have an address and no owner. The start-up
 * backfill gives each the account whose verified address it is; sign-in claims the user record.
 */

let recipes: RecipesRepository;
let users: UsersRepository;

const t = useTestApp();
const [admin] = useUsers(t, { groups: ['admin', 'user'] });

beforeAll(async () => {
  recipes = new RecipesRepository(t.db.database.db);
  users = new UsersRepository(t.db.database.db);
});

const silent = createLogger('silent');

/** A recipe and a user record as they were stored before: an address and no owner. */
async function olderRows(email: string, title: string) {
  const recipe = await recipes.insert(
    recipeRow({ title, status: 100, userName: 'Older Cook', userEmail: email.toLowerCase() }),
  );
  const record = await users.insertIfAbsent({
    name: 'Older Cook',
    email,
    birthDay: null,
    birthMonth: null,
    groups: ['user'],
  });
  if (!record) throw new Error('The record was not inserted');
  return { recipe, record };
}

/**
 * Puts an address nobody has proven on an account: what a cook's own UpdateUserAttributes does on a
 * pool that does not hold a new address back until its code is entered.
 */
async function setUnverifiedEmail(user: TestUser, email: string) {
  await withCognitoClient(t.identity.settings, (client) =>
    client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: t.identity.settings.userPoolId,
        Username: String(claimsOf(user.idToken)['cognito:username']),
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    ),
  );
}

/** `who` edits recipe `id`, giving it the title `title`. */
const edit = (id: string, who: TestUser, title: string) =>
  request(t.app)
    .put(`/api/update-recipe/${id}`)
    .set(bearer(who))
    .field(recipeForm({ title, description: 'Edited.' }));

/** The start-up backfill, on the test app's database and identity emulator unless overridden. */
const backfill = (overrides: Partial<Parameters<typeof backfillOwners>[0]> = {}) =>
  backfillOwners({
    recipes: new RecipesRepository(t.db.database.db),
    users: new UsersRepository(t.db.database.db),
    identity: t.identity.settings,
    logger: silent,
    ...overrides,
  });

describe('owner backfill, on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'), () => {
  it('when rows have no owner, then those whose address a verified account holds get its sub, and the others stay with the admins', async () => {
    const cook = await createTestUser(t.identity.settings, { groups: ['user'] });
    const known = await olderRows(cook.email, 'Older known toast');
    const gone = await olderRows('gone-cook@example.test', 'Older orphan toast');
    // Before: the address on the row no longer decides anything.
    await request(t.app).get(`/api/recipes/${known.recipe.id}`).set(bearer(cook)).expect(403);

    await backfill();

    expect((await recipes.findById(known.recipe.id))?.ownerSub).toBe(subOf(cook.idToken));
    expect((await users.findById(known.record.id))?.sub).toBe(subOf(cook.idToken));
    expect((await recipes.findById(gone.recipe.id))?.ownerSub).toBeNull();
    expect((await users.findById(gone.record.id))?.sub).toBeNull();

    const mine = await request(t.app).get('/api/my-recipes').set(bearer(cook)).expect(200);
    expect((mine.body as { _id: string }[]).map((r) => r._id)).toEqual([known.recipe.id]);
    await edit(known.recipe.id, cook, 'Claimed toast').expect(201);
    await request(t.app)
      .get(`/api/user/${encodeURIComponent(cook.email)}`)
      .set(bearer(cook))
      .expect(200);

    await edit(gone.recipe.id, cook, 'Not mine toast').expect(403);
    await edit(gone.recipe.id, admin, 'Kept toast').expect(201);
  });

  it('when another account has the same address without having proven it, then the rows go to the verified holder only', async () => {
    const holder = await createTestUser(t.identity.settings, { groups: ['user'] });
    const pretender = await createTestUser(t.identity.settings, { groups: ['user'] });
    await setUnverifiedEmail(pretender, holder.email);
    const shared = await olderRows(holder.email, 'Older shared toast');

    await backfill();

    expect((await recipes.findById(shared.recipe.id))?.ownerSub).toBe(subOf(holder.idToken));
    expect((await users.findById(shared.record.id))?.sub).toBe(subOf(holder.idToken));

    // An address that only the pretender holds, unproven, gives nobody its rows.
    const unproven = `unproven-${pretender.email}`;
    await setUnverifiedEmail(pretender, unproven);
    const rows = await olderRows(unproven, 'Older unproven toast');

    await backfill();

    expect((await recipes.findById(rows.recipe.id))?.ownerSub).toBeNull();
    expect((await users.findById(rows.record.id))?.sub).toBeNull();
  });

  it('when the identity service cannot be reached, then the backfill logs, changes nothing and does not throw', async () => {
    const cook = await createTestUser(t.identity.settings, { groups: ['user'] });
    const rows = await olderRows(cook.email, 'Older offline toast');
    const lines: string[] = [];
    const logger = createLogger(
      'warn',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );

    await backfill({
      identity: { ...t.identity.settings, endpoint: 'http://127.0.0.1:9' },
      logger,
    });

    expect((await recipes.findById(rows.recipe.id))?.ownerSub).toBeNull();
    expect(lines.join('')).toContain('could not look up the owners of older rows');
  }, 30_000);

  it('when cooks whose records have no account yet sign in or ask for them, then the records become theirs and nobody else can take them', async () => {
    const [signingIn, reading, stranger] = await Promise.all([
      createTestUser(t.identity.settings, { groups: ['user'] }),
      createTestUser(t.identity.settings, { groups: ['user'] }),
      createTestUser(t.identity.settings, { groups: ['user'] }),
    ]);
    const first = await olderRows(signingIn.email, 'Older sign-in toast');
    const second = await olderRows(reading.email, 'Older reading toast');
    await request(t.app)
      .get(`/api/user/${encodeURIComponent(reading.email)}`)
      .set(bearer(stranger))
      .expect(403);
    await request(t.app)
      .put(`/api/update-db-user/${second.record.id}`)
      .set(bearer(stranger))
      .send({ name: 'Taken' })
      .expect(403);
    expect((await users.findById(second.record.id))?.sub).toBeNull();

    await request(t.app)
      .post('/api/set-tokens')
      .send({
        idToken: signingIn.idToken,
        accessToken: signingIn.accessToken,
        refreshToken: signingIn.refreshToken,
      })
      .expect(200);
    const read = await request(t.app)
      .get(`/api/user/${encodeURIComponent(reading.email)}`)
      .set(bearer(reading))
      .expect(200);

    expect((await users.findById(first.record.id))?.sub).toBe(subOf(signingIn.idToken));
    expect(read.body).toMatchObject({ _id: second.record.id, email: reading.email });
    expect((await users.findById(second.record.id))?.sub).toBe(subOf(reading.idToken));
    await request(t.app)
      .get(`/api/user/${encodeURIComponent(signingIn.email)}`)
      .set(bearer(signingIn))
      .expect(200);
  });
});
