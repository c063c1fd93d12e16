import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { answerText, callJson, identityAction, signUpAndConfirm } from './stack-accounts';

/**
 * The restore drill on the compose stack (run by .ci/compose/run.sh after the outage check, on the
 * stack that run.sh started with BACKUP_SCHEDULE=off): two cooks and an administrator make a
 * kitchen through the API as the pages do; the app is recreated with an hourly schedule, so its
 * scheduler finds no backup in the current period and writes one to the storage's `backups`
 * bucket; the file is downloaded; then `down -v`, a new stack on empty volumes without demo
 * recipes, the administrator restores the file, the cooks sign up again with the same addresses
 * on the new identity pool and sign in; and each table and every photo is compared with before.
 */

const SITE = 'http://127.0.0.1:3000';
const IDENTITY = process.env.COMPOSE_IDENTITY_URL ?? 'http://127.0.0.1:9229';
const COMPOSE = process.env.COMPOSE_COMMAND ?? 'docker compose';
/** Photo addresses name the storage as browsers reach it (S3_PUBLIC_URL); the host uses IPv4. */
const PUBLIC_STORAGE = 'http://localhost:9000/';
const HOST_STORAGE = 'http://127.0.0.1:9000/';
const PASSWORD = 'Kitchen-42!';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const root = fileURLToPath(new URL('../..', import.meta.url));
/** Real photos: a JPEG screenshot (1280x1460) and the site's PNG icons. */
const JPEG = readFileSync(path.join(root, 'docs/screenshots/home.jpg'));
const PNG_CARD = readFileSync(path.join(root, 'apps/web/public/icons/icon-512.png'));
const PNG_SMALL = readFileSync(path.join(root, 'apps/web/public/icons/apple-touch-icon.png'));

/*
 * What is compared, table by table. Each row is read as JSON (to_jsonb), every account id in it is
 * replaced by that account's email address (the new pool gives each cook a new id), and the rows
 * are sorted and hashed. Left out, because they legitimately differ:
 * - photo addresses (recipes.thumbnail_image, recipes.card_image, cooked_entries.photo): a restore
 *   stores every photo again under a new name; the photos' bytes are compared instead, below;
 * - users.created_on and users.updated_on: a claim at sign-in writes the record again
 *   (restore-claim.api.test.ts leaves them out too); a record whose account nobody has claimed yet
 *   has no account id (users.sub is null) and is compared as the address its account waits under
 *   in restored_accounts.
 * Tables not compared: backups (the old site's records of its backups), restored_accounts (empty
 * before; afterwards the accounts nobody signed up for again, checked on their own), and what a
 * backup does not carry: household_invitations, calendar_feeds (secrets), contact_messages and
 * notice_mails (mail on its way), rate_limits, applied_ops, digest_runs and digest_subscriptions,
 * search_words (a vocabulary that only grows) and recipe_version (a cache counter).
 */
const TABLES = [
  'recipes',
  'recipe_status_changes',
  'recipe_counts',
  'recipe_search',
  'users',
  'favourites',
  'cooked_entries',
  'households',
  'household_members',
  'household_pantries',
  'pantry_staples',
  'household_item_aisles',
  'household_aisle_orders',
  'shopping_lists',
  'shopping_list_items',
  'meal_plan_entries',
] as const;
type Table = (typeof TABLES)[number];
const LEFT_OUT: Partial<Record<Table, string[]>> = {
  recipes: ['thumbnail_image', 'card_image'],
  recipe_status_changes: ['id'],
  cooked_entries: ['photo'],
  users: ['created_on', 'updated_on'],
};

interface Person {
  name: string;
  email: string;
}
interface Cook extends Person {
  token: string;
}

function compose(args: string, env: Record<string, string> = {}): string {
  return execSync(`${COMPOSE} ${args}`, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** Each row of `table` as JSON, read with psql in the database container. */
function rowsOf(table: string): Record<string, unknown>[] {
  const out = compose(
    `exec -T db psql -U family_recipes -d family_recipes -At -v ON_ERROR_STOP=1 -c "select to_jsonb(t)::text from public.${table} t"`,
  );
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const identity = (action: string, body: unknown) => identityAction(IDENTITY, action, body);

async function clientId(): Promise<string> {
  const config = (await (await fetch(`${SITE}/api/config`)).json()) as {
    cognito: { clientId: string };
  };
  return config.cognito.clientId;
}

async function tokens(person: Person) {
  const auth = (await identity('InitiateAuth', {
    ClientId: await clientId(),
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: person.email, PASSWORD },
  })) as {
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  };
  const r = auth.AuthenticationResult;
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

/** Signing in as the pages end it: the tokens, then POST /api/set-tokens (which claims). */
async function signIn(person: Person): Promise<Cook> {
  const t = await tokens(person);
  await json(call(undefined, 'POST', '/api/set-tokens', t));
  return { ...person, token: t.idToken };
}

/** An account on the identity service, its address verified with the mailed code. */
const createAccount = async (person: Person) =>
  signUpAndConfirm(IDENTITY, await clientId(), person, PASSWORD);

/** The sign-up page's steps after the code: the role, the user record, then the sign-in. */
async function signUp(person: Person): Promise<Cook> {
  await createAccount(person);
  const first = { ...person, token: (await tokens(person)).idToken };
  await json(call(first, 'POST', '/api/assign-role', { username: person.email, group: 'user' }));
  await json(call(first, 'POST', '/api/insert-user', { name: person.name, email: person.email }));
  return signIn(person);
}

/** The README's command for an administrator, in the app container. */
function grantAdmin(email: string): void {
  expect(compose(`exec -T app node dist/cli/grant-admin.js ${email}`)).toContain(
    `${email} is now in the admin group`,
  );
}

function call(cook: Cook | undefined, method: string, url: string, body?: unknown) {
  return callJson(`${SITE}${url}`, method, cook?.token, body);
}

async function json<T>(res: Response | Promise<Response>, status?: number): Promise<T> {
  const text = await answerText(res, status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A recipe submitted through the form's multipart call, with a real photo (and card). */
async function submit(
  cook: Cook,
  title: string,
  photo: { bytes: Buffer; type: string; name: string },
  card?: { bytes: Buffer; type: string; name: string },
): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: `${title}, as the family makes it.`,
    category: 'Desserts',
    instructions: JSON.stringify(['Mix.', 'Bake for 40 minutes.']),
    tags: JSON.stringify(['drill', 'family']),
    ingredients: JSON.stringify([
      { quantity: 2, units: 'cups', ingredient: 'flour' },
      { quantity: 3, units: '', ingredient: 'eggs' },
    ]),
    reviews: '[]',
    tips: JSON.stringify(['Serve warm.']),
    story: 'Written on the back of an envelope in 1962.',
    from_kitchen_of: 'Grandma Rose',
    more: JSON.stringify({
      prep_time: 15,
      cook_time: 40,
      total_time: 55,
      serving: '8 slices',
      difficulty: 'Easy',
      source: 'Grandma Rose',
    }),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'thumbnail_image',
    new Blob([new Uint8Array(photo.bytes)], { type: photo.type }),
    photo.name,
  );
  if (card) {
    form.append(
      'card_image',
      new Blob([new Uint8Array(card.bytes)], { type: card.type }),
      card.name,
    );
  }
  const res = await fetch(`${SITE}/api/submit-recipe`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${cook.token}` },
    body: form,
  });
  return (await json<{ _id: string }>(res, 201))._id;
}

/** The Monday of this week (UTC) plus `days`, YYYY-MM-DD. */
function thisWeekDay(days: number): string {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = (new Date(monday).getUTCDay() + 6) % 7;
  return new Date(monday + (days - weekday) * 86_400_000).toISOString().slice(0, 10);
}

/** A time as PostgreSQL writes it in JSON, to the microsecond; its parts. */
const TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?([+-]\d\d:\d\d)$/;

/**
 * `value` with every string that is an account id of `emails` written as that address, and every
 * time cut to the millisecond: a backup writes times as JavaScript does, to the millisecond.
 */
function named(value: unknown, emails: Map<string, string>): unknown {
  if (typeof value === 'string') {
    if (emails.has(value)) return `<${emails.get(value)}>`;
    const time = TIME.exec(value);
    return time ? `${time[1]}.${(time[2] ?? '').padEnd(3, '0').slice(0, 3)}${time[3]}` : value;
  }
  if (Array.isArray(value)) return value.map((v) => named(v, emails));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, emails)]));
  }
  return value;
}

/** JSON with the keys of every object in order, so that equal rows are equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface TableSnapshot {
  rows: string[];
  hash: string;
}

/**
 * Each table's rows as compared (see TABLES), sorted, with their hash. `emails` names the account
 * ids; `waiting` gives a user record without an account the address its account waits under.
 */
function snapshot(emails: Map<string, string>, waiting: Set<string>) {
  const tables = {} as Record<Table, TableSnapshot>;
  for (const table of TABLES) {
    // recipe_counts keeps a row at 0 when its last recipe moves on; no row says the same.
    const held = rowsOf(table).filter((row) => table !== 'recipe_counts' || row.n !== 0);
    const rows = held.map((row) => {
      const kept = { ...row };
      for (const column of LEFT_OUT[table] ?? []) {
        // Whether there is one still counts.
        kept[column] = kept[column] === null ? null : '<left out>';
      }
      if (table === 'users' && kept.sub === null && waiting.has(String(kept.email))) {
        kept.sub = `<${String(kept.email)}>`;
      }
      return named(kept, emails);
    });
    const lines = rows.map(canonical).sort();
    const hash = createHash('sha256').update(lines.join('\n')).digest('hex');
    tables[table] = { rows: lines, hash };
  }
  return tables;
}

/**
 * The site's account ids with their addresses (user records, and the accounts a restore keeps for
 * their cooks), and the addresses whose accounts wait for their cook.
 */
function accounts(): { emails: Map<string, string>; waiting: Set<string> } {
  const waitingRows = rowsOf('restored_accounts');
  const emails = new Map(waitingRows.map((x) => [String(x.sub), String(x.email)]));
  for (const user of rowsOf('users')) {
    if (user.sub) emails.set(String(user.sub), String(user.email));
  }
  return { emails, waiting: new Set(waitingRows.map((x) => String(x.email))) };
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every photo the API gives for each recipe, by recipe, place and width (recipe ids are kept by a
 * restore), as the SHA-256 of its bytes: the photo and its 320, 640 and 1280 px variants, and the
 * card.
 */
async function photos(admin: Cook, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const id of ids) {
    const recipe = await json<{ thumbnail_image: string; card_image: string | null }>(
      call(admin, 'GET', `/api/recipes/${id}`),
    );
    for (const [place, url] of [
      ['photo', recipe.thumbnail_image],
      ['card', recipe.card_image],
    ] as const) {
      if (!url) continue;
      const variants = /-(320|640|1280)\.webp$/.test(url)
        ? [320, 640, 1280].map((w) => [`${w}`, url.replace(/-\d+\.webp$/, `-${w}.webp`)])
        : [['as given', url]];
      for (const [width, address] of variants) {
        const res = await fetch(address!.replace(PUBLIC_STORAGE, HOST_STORAGE));
        expect(res.status, `${place} ${width} of ${id}: ${address}`).toBe(200);
        found.set(`${id} ${place} ${width}`, sha256(Buffer.from(await res.arrayBuffer())));
      }
    }
  }
  return found;
}

async function waitReady(timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${SITE}/api/ready`, { signal: AbortSignal.timeout(3_000) })).status;
        } catch {
          return 0;
        }
      },
      { message: 'the app is ready', timeout, intervals: [1_000] },
    )
    .toBe(200);
}

interface BackupRecord {
  id: string;
  kind: 'scheduled' | 'manual';
  status: 'running' | 'complete' | 'failed';
  checksum: string | null;
  error: string | null;
  recipes: number;
}

test('restore drill: a scheduled backup of a kitchen, restored on a new stack and claimed by its cooks, holds every table and photo as it was', async () => {
  test.setTimeout(900_000);
  const anna: Person = { name: 'Anna Drill', email: `anna-drill-${stamp}@family-recipes.test` };
  const ben: Person = { name: 'Ben Drill', email: `ben-drill-${stamp}@family-recipes.test` };
  const boss: Person = { name: 'Boss Drill', email: `boss-drill-${stamp}@family-recipes.test` };

  // 1. The kitchen, on the running stack (schedule off).
  let a = await signUp(anna);
  let b = await signUp(ben);
  await createAccount(boss);
  grantAdmin(boss.email);
  let admin = await signIn(boss);
  const schedule = await json<{ schedule: { enabled: boolean }; items: BackupRecord[] }>(
    call(admin, 'GET', '/api/admin/backups'),
  );
  expect(schedule.schedule.enabled, 'the stack runs with BACKUP_SCHEDULE=off').toBe(false);
  expect(schedule.items.filter((r) => r.kind === 'scheduled')).toEqual([]);

  const cake = await submit(
    a,
    `Drill Cake ${stamp}`.slice(0, 50),
    { bytes: JPEG, type: 'image/jpeg', name: 'cake.jpg' },
    { bytes: PNG_CARD, type: 'image/png', name: 'card.png' },
  );
  const tart = await submit(b, `Drill Tart ${stamp}`.slice(0, 50), {
    bytes: PNG_SMALL,
    type: 'image/png',
    name: 'tart.png',
  });
  await json(call(admin, 'PUT', `/api/admin/recipes/${cake}/status/101`, { note: 'Lovely.' }));
  const demo = (await json<{ _id: string }[]>(call(undefined, 'GET', '/api/all-recipes?limit=3')))
    .map((r) => r._id)
    .find((id) => id !== cake)!;
  await json(call(a, 'PUT', `/api/recipes/${cake}/favourite`));
  await json(call(a, 'PUT', `/api/recipes/${demo}/favourite`));
  await json(call(b, 'PUT', `/api/recipes/${cake}/favourite`));
  await json(call(b, 'POST', `/api/recipes/${cake}/cooked`, { rating: 5, note: 'Again!' }), 201);
  // Anna's household, which Ben joins with her invitation: a shared list and a plan.
  await json(call(a, 'GET', '/api/household'));
  const { code } = await json<{ code: string }>(
    call(a, 'POST', '/api/household/invitations', { email: ben.email }),
    201,
  );
  await json(call(b, 'POST', '/api/household/join', { code, bring: false }));
  const list = await json<{ _id: string }>(
    call(a, 'POST', '/api/shopping-lists', { name: `Sunday shop ${stamp}` }),
    201,
  );
  await json(call(b, 'POST', `/api/shopping-lists/${list._id}/items`, { text: '2 lemons' }));
  const withFlour = await json<{ items: { _id: string; ingredient: string }[] }>(
    call(a, 'POST', `/api/shopping-lists/${list._id}/items`, { text: '1 kg flour' }),
  );
  const flour = withFlour.items.find((i) => !/lemon/i.test(i.ingredient));
  expect(flour, JSON.stringify(withFlour.items)).toBeDefined();
  await json(
    call(b, 'PATCH', `/api/shopping-lists/${list._id}/items/${flour!._id}`, { checked: true }),
  );
  await json(
    call(b, 'PUT', `/api/meal-plan/${thisWeekDay(2)}`, {
      dinner: [cake, { note: 'Leftovers' }],
      lunch: [demo],
    }),
  );
  await json(call(b, 'PUT', `/api/meal-plan/${thisWeekDay(4)}`, { breakfast: [tart] }));

  // 2. The scheduled path: the app recreated with an hourly schedule finds no scheduled backup in
  // this hour and writes one (its first check is 5 seconds after the start; a minute by default).
  compose('up -d --no-deps app', { BACKUP_SCHEDULE: 'hourly', BACKUP_FIRST_CHECK_SECONDS: '5' });
  await waitReady(120_000);
  let scheduled: BackupRecord | undefined;
  await expect
    .poll(
      async () => {
        const list = await json<{ items: BackupRecord[] }>(
          call(admin, 'GET', '/api/admin/backups'),
        );
        scheduled = list.items.find((r) => r.kind === 'scheduled');
        return scheduled?.status === 'failed' ? `failed: ${scheduled.error}` : scheduled?.status;
      },
      { message: 'the scheduled backup completes', timeout: 300_000, intervals: [2_000] },
    )
    .toBe('complete');
  const download = await fetch(`${SITE}/api/admin/backups/${scheduled!.id}/file`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(download.status).toBe(200);
  const file = Buffer.from(await download.arrayBuffer());
  expect(sha256(file)).toBe(download.headers.get('x-checksum-sha256'));
  expect(sha256(file)).toBe(scheduled!.checksum);
  const backup = JSON.parse(file.toString('utf8')) as {
    recipes: unknown[];
    accounts?: { sub: string; email: string }[];
  };
  console.info(
    `restore drill: scheduled backup ${scheduled!.id}, ${file.length} bytes, ${backup.recipes.length} recipes`,
  );

  // 3. Before: the tables, account ids named by the backup's accounts and the user records.
  const accountsBefore = accounts();
  for (const x of backup.accounts ?? []) accountsBefore.emails.set(x.sub, x.email);
  const before = snapshot(accountsBefore.emails, accountsBefore.waiting);
  const recipeIds = rowsOf('recipes').map((r) => String(r.id));
  const photosBefore = await photos(admin, recipeIds);
  expect(before.recipes.rows.length).toBe(backup.recipes.length);

  // 4. A new installation: empty volumes, no demo recipes (a restore needs a site without any).
  compose('down -v --remove-orphans');
  compose('up -d', { SEED_DEMO: 'false', BACKUP_SCHEDULE: 'off' });
  await waitReady(240_000);
  // The administrator signs up again on the new pool and is made one; no user record yet, so the
  // backup's record of them is restored (and theirs at once: the restore claims it).
  await createAccount(boss);
  grantAdmin(boss.email);
  admin = { ...boss, token: (await tokens(boss)).idToken };
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: 'application/json' }),
    'backup.json',
  );
  const restored = await fetch(`${SITE}/api/admin/restore`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  const report = await json<{
    recipes: number;
    users: number;
    claimed: number;
    skipped: unknown[];
    restored: Record<string, number>;
  }>(restored, 200);
  console.info(`restore drill: report ${JSON.stringify(report)}`);
  expect(report.recipes).toBe(backup.recipes.length);
  expect(report.skipped).toEqual([]);
  expect(report.claimed).toBe(1);

  // 5. The cooks sign up again with their addresses, as the sign-up page does, and sign in.
  a = await signUp(anna);
  b = await signUp(ben);
  a = await signIn(anna);
  b = await signIn(ben);
  admin = await signIn(boss);

  // 6. After: the same tables and photos.
  const accountsAfter = accounts();
  const after = snapshot(accountsAfter.emails, accountsAfter.waiting);
  const photosAfter = await photos(admin, recipeIds);

  const equalTables = TABLES.filter((t) => before[t].hash === after[t].hash);
  for (const table of TABLES) {
    const same = before[table].hash === after[table].hash;
    console.info(
      `  ${table}: ${before[table].rows.length} -> ${after[table].rows.length} rows, ` +
        `${before[table].hash.slice(0, 12)} -> ${after[table].hash.slice(0, 12)}${same ? '' : '  DIFFERENT'}`,
    );
  }
  const equalPhotos = [...photosBefore].filter(([key, hash]) => photosAfter.get(key) === hash);
  console.info(
    `restore drill: ${equalTables.length} of ${TABLES.length} tables equal, ` +
      `${equalPhotos.length} of ${photosBefore.size} photos equal`,
  );
  // Nobody the drill signed up again is still waiting; the rest are the earlier steps' accounts.
  for (const person of [anna, ben, boss]) expect(accountsAfter.waiting).not.toContain(person.email);
  for (const table of TABLES) {
    const gone = before[table].rows.filter((row) => !after[table].rows.includes(row));
    const added = after[table].rows.filter((row) => !before[table].rows.includes(row));
    expect.soft({ table, gone, added }).toEqual({ table, gone: [], added: [] });
  }
  expect(photosAfter.size).toBe(photosBefore.size);
  expect(Object.fromEntries(photosAfter)).toEqual(Object.fromEntries(photosBefore));
  // The cooks' own pages: their recipes back, with the photos.
  const mine = await json<{ _id: string }[]>(call(a, 'GET', '/api/my-recipes'));
  expect(mine.map((r) => r._id)).toContain(cake);
  const hers = await json<{ _id: string }[]>(call(b, 'GET', '/api/my-favourites'));
  expect(hers.map((r) => r._id)).toEqual([cake]);
});
