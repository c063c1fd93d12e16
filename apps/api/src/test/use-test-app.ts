import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Makes the file's test app before its tests and disposes of it after them. `ready` gets the app
 * first: it keeps it, and signs in the file's cooks or starts what else the file needs.
 * `release`, when given, runs after the tests and before the app goes, even when `ready` failed
 * half-way: it closes what `ready` started.
 */
export function useTestApp(ready: (t: TestApp) => unknown, release?: () => Promise<void>): void {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp();
    await ready(made);
  });
  afterAll(async () => {
    await release?.();
    await made?.dispose();
  });
}
