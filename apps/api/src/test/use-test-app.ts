import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { createCook, createTestUser, type TestUser } from './test-users.js';

/** What a test file asks of its app besides the defaults. */
export interface TestAppOptions {
  /** Settings as the environment gives them (`loadConfig`'s input). */
  env?: Record<string, string>;
  databasePrefix?: string;
}

/**
 * The file's test app, made before its tests and disposed of after them. The object is returned
 * at once and filled in by the first `beforeAll`, so a file keeps it in a `const` and its tests
 * and later hooks read it. `ready`, when given, gets the app first: it starts what else the file
 * needs. `release`, when given, runs after the tests and before the app goes, even when `ready`
 * failed half-way: it closes what `ready` started.
 *
 * Hooks run in the order they are written and `afterAll` hooks in the reverse order, so a
 * `beforeAll` written after this call sees the app, and an `afterAll` written after it runs before
 * the app goes.
 */
export function useTestApp(
  ready?: (t: TestApp) => unknown,
  release?: () => unknown,
  options: TestAppOptions = {},
): TestApp {
  const app = {} as TestApp;
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options.env, { databasePrefix: options.databasePrefix });
    Object.assign(app, made);
    await ready?.(app);
  });
  afterAll(async () => {
    await release?.();
    await made?.dispose();
  });
  return app;
}

/** Someone a test file signs in: a cook by name, or an account in the given groups. */
export type TestPerson = string | Parameters<typeof createTestUser>[1];

/**
 * Signed-in accounts of the file's app, made together before its tests (after the hooks written
 * above this call): one object a person, filled in then.
 */
export function useUsers<const People extends TestPerson[]>(
  t: TestApp,
  ...people: People
): { [K in keyof People]: TestUser } {
  const users = people.map(() => ({}) as TestUser);
  beforeAll(async () => {
    const made = await Promise.all(
      people.map((person) =>
        typeof person === 'string'
          ? createCook(t, person)
          : createTestUser(t.identity.settings, person),
      ),
    );
    made.forEach((user, index) => Object.assign(users[index] as TestUser, user));
  });
  return users as { [K in keyof People]: TestUser };
}
