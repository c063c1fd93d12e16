import { planWindow } from '@family-recipes/shared';
import fc from 'fast-check';
import { addDays } from '../modules/meal-plan/plan-days.js';
import { commonYearInWindow, thisWeekDay } from '../test/plan-week.js';

/*
 * Requests for every route of the API (modules/*\/*.router.ts, http/app.ts), built by fast-check:
 * mostly a valid request with one part broken, so that the checks behind the first one are
 * reached too, and sometimes nothing valid at all.
 */

export type Identity =
  'anonymous' | 'user' | 'admin' | 'groupless' | 'forged' | 'user-cookie' | 'admin-cookie';

/** Who may get a 2xx from a route; anyone below must be refused. */
export type Access = 'anyone' | 'signed-in' | 'submitter' | 'admin';

type BodyKind = 'none' | 'json' | 'multipart';

export interface RouteSpec {
  method: string;
  /** Express path with `:params`. */
  path: string;
  access: Access;
  body: BodyKind;
  /** A valid body for this route, as fields; mutated by the generator. */
  fields?: (ctx: FuzzContext) => Record<string, unknown>;
  /** Takes a recipe photo in `thumbnail_image`. */
  image?: boolean;
  /** Takes a JSON file in `file` (a file import, a backup). */
  jsonFile?: boolean;
}

export interface FuzzContext {
  /** Recipe ids of every status, the fuzzed user's own and others'. */
  recipeIds: string[];
  /** User record ids, the fuzzed user's own and others'. */
  userIds: string[];
  emails: string[];
  userEmail: string;
  /** Paths under /uploads of stored photos. */
  uploads: string[];
  tokens: { idToken: string; accessToken: string; refreshToken: string };
  images: { valid: Buffer[]; hostile: Buffer[] };
}

const recipeFields = (): Record<string, unknown> => ({
  title: 'Fuzzed Stew',
  description: 'A stew made by a fuzzer.',
  category: 'Entrees',
  instructions: JSON.stringify(['Chop.', 'Simmer.']),
  tags: JSON.stringify(['fuzz']),
  ingredients: JSON.stringify([
    { quantity: 2, units: 'cups', ingredient: 'beans', text: '2 cups beans' },
  ]),
  reviews: '[]',
  tips: '[]',
  more: JSON.stringify({
    prep_time: 10,
    cook_time: 60,
    total_time: 70,
    serving: '4 bowls',
    difficulty: 'Easy',
    source: 'The fuzzer',
  }),
  status: '100',
});

/** A route that takes no body. */
const bare = (method: string, path: string, access: Access): RouteSpec => ({
  method,
  path,
  access,
  body: 'none',
});

/** A route that takes a JSON body; `fields` builds a valid one. */
const json = (
  method: string,
  path: string,
  access: Access,
  fields?: RouteSpec['fields'],
): RouteSpec => ({ method, path, access, body: 'json', ...(fields ? { fields } : {}) });

export const ROUTES: RouteSpec[] = [
  bare('GET', '/api/health', 'anyone'),
  bare('GET', '/api/ready', 'anyone'),
  bare('GET', '/api/config', 'anyone'),
  bare('GET', '/api/featured-recipes', 'anyone'),
  bare('GET', '/api/all-recipes', 'anyone'),
  bare('GET', '/api/categories/:category', 'anyone'),
  bare('GET', '/api/recipes', 'anyone'),
  bare('GET', '/api/recipes/:id', 'anyone'),
  {
    method: 'POST',
    path: '/api/submit-recipe',
    access: 'submitter',
    body: 'multipart',
    fields: recipeFields,
    image: true,
  },
  {
    method: 'PUT',
    path: '/api/update-recipe/:id',
    access: 'signed-in',
    body: 'multipart',
    fields: recipeFields,
    image: true,
  },
  bare('GET', '/api/my-recipes', 'signed-in'),
  bare('GET', '/api/admin/pending-recipes', 'admin'),
  bare('GET', '/api/admin/denied-recipes', 'admin'),
  json('PUT', '/api/admin/recipes/:id/status/:status', 'admin', () => ({
    note: 'Please add the oven temperature.',
  })),
  bare('GET', '/api/admin/digest', 'admin'),
  json('PUT', '/api/admin/digest', 'admin', () => ({ daily_digest: true })),
  bare('PUT', '/api/feature-recipe/:id', 'admin'),
  bare('PUT', '/api/unfeature-recipe/:id', 'admin'),
  json('POST', '/api/set-tokens', 'anyone', (ctx) => ({ ...ctx.tokens })),
  bare('GET', '/api/user-token', 'anyone'),
  json('POST', '/api/refresh-tokens', 'anyone'),
  json('POST', '/api/logout', 'anyone'),
  json('POST', '/api/assign-role', 'signed-in', (ctx) => ({
    username: ctx.userEmail,
    group: 'user',
  })),
  json('POST', '/api/insert-user', 'signed-in', (ctx) => ({
    name: 'Fuzzy Cook',
    email: ctx.userEmail,
    birth_day: 3,
    birth_month: 4,
  })),
  bare('GET', '/api/user/:email', 'signed-in'),
  json('PUT', '/api/update-db-user/:id', 'signed-in', () => ({
    name: 'Renamed Cook',
    birth_day: '12',
    birth_month: '6',
  })),
  bare('GET', '/api/admin/users', 'admin'),
  {
    method: 'POST',
    path: '/api/send-email',
    access: 'anyone',
    body: 'multipart',
    fields: () => ({
      name: 'Vera Visitor',
      email: 'vera@example.test',
      subject: 'Hello',
      body: 'I liked the stew.',
    }),
  },
  {
    method: 'POST',
    path: '/api/import/file',
    access: 'submitter',
    body: 'multipart',
    jsonFile: true,
  },
  {
    method: 'POST',
    path: '/api/admin/restore',
    access: 'admin',
    body: 'multipart',
    jsonFile: true,
  },
  bare('GET', '/api/openapi.json', 'anyone'),
  bare('GET', '/api/docs', 'anyone'),
  bare('GET', '/api/export/my-recipes', 'submitter'),
  bare('GET', '/api/admin/backup', 'admin'),
  bare('GET', '/api/admin/backups', 'admin'),
  bare('POST', '/api/admin/backups', 'admin'),
  bare('GET', '/api/admin/backups/:id/file', 'admin'),
  bare('POST', '/api/admin/backups/:id/restore', 'admin'),
  // The family kitchen (decision 027). The live events stream is left out: a valid one stays open.
  bare('PUT', '/api/recipes/:id/favourite', 'signed-in'),
  bare('DELETE', '/api/recipes/:id/favourite', 'signed-in'),
  bare('GET', '/api/my-favourites', 'signed-in'),
  bare('GET', '/api/my-favourite-ids', 'signed-in'),
  json('POST', '/api/recipes/:id/cooked', 'signed-in', () => ({
    rating: 4,
    note: 'We made it on Sunday.',
    op_id: crypto.randomUUID(),
  })),
  bare('GET', '/api/recipes/:id/cooked', 'signed-in'),
  json('PATCH', '/api/recipes/:id/cooked/:entryId', 'signed-in', () => ({ hidden: true })),
  bare('DELETE', '/api/recipes/:id/cooked/:entryId', 'signed-in'),
  {
    method: 'PUT',
    path: '/api/recipes/:id/cooked/:entryId/photo',
    access: 'signed-in',
    body: 'multipart',
    image: true,
  },
  bare('DELETE', '/api/recipes/:id/cooked/:entryId/photo', 'signed-in'),
  bare('GET', '/api/household/recipe-notes', 'signed-in'),
  bare('GET', '/api/my-cooked', 'signed-in'),
  bare('GET', '/api/shopping-lists', 'signed-in'),
  json('POST', '/api/shopping-lists', 'signed-in', () => ({
    name: 'Fuzzed list',
    unit_system: 'us',
  })),
  bare('GET', '/api/shopping-lists/:id', 'signed-in'),
  json('PATCH', '/api/shopping-lists/:id', 'signed-in', () => ({ name: 'Renamed list' })),
  bare('DELETE', '/api/shopping-lists/:id', 'signed-in'),
  json('POST', '/api/shopping-lists/:id/recipes', 'signed-in', (ctx) => ({
    recipeId: ctx.recipeIds[0],
    servings: 4,
    lines: [0],
  })),
  json('POST', '/api/shopping-lists/:id/items', 'signed-in', () => ({
    text: '2 lemons',
    op_id: crypto.randomUUID(),
  })),
  json('PATCH', '/api/shopping-lists/:id/items/:itemId', 'signed-in', () => ({
    checked: true,
    base_version: 1,
    edited_at: new Date().toISOString(),
    op_id: crypto.randomUUID(),
  })),
  bare('DELETE', '/api/shopping-lists/:id/items/:itemId', 'signed-in'),
  json('POST', '/api/shopping-lists/:id/clear-ticked', 'signed-in', () => ({
    op_id: crypto.randomUUID(),
  })),
  json('POST', '/api/shopping-lists/:id/untick-all', 'signed-in', () => ({
    op_id: crypto.randomUUID(),
  })),
  bare('DELETE', '/api/shopping-lists/:id/recipes/:recipeId', 'signed-in'),
  json('PUT', '/api/shopping-lists/:id/items/:itemId/aisle', 'signed-in', () => ({
    aisle: 'pantry',
  })),
  bare('GET', '/api/household/aisles', 'signed-in'),
  json('PUT', '/api/household/aisles', 'signed-in', () => ({
    order: ['frozen', 'pantry', 'meat and fish', 'bakery', 'dairy', 'produce', 'other'],
  })),
  bare('GET', '/api/meal-plan', 'signed-in'),
  json('PUT', '/api/meal-plan/:date', 'signed-in', (ctx) => ({
    dinner: [ctx.recipeIds[0], { recipe_id: ctx.recipeIds[0], servings: 6 }],
    lunch: [{ note: 'Leftovers' }],
  })),
  json('POST', '/api/meal-plan/surprise', 'signed-in', () => ({
    date: thisWeekDay(2),
    meal: 'dinner',
  })),
  // This week (UTC), in the plan window whenever the fuzz runs.
  json('POST', '/api/meal-plan/shopping-list', 'signed-in', () => ({
    from: thisWeekDay(0),
    to: thisWeekDay(6),
    listId: '00000000-0000-4000-8000-000000000001',
    includeStaples: false,
  })),
  bare('GET', '/api/meal-plan/calendar', 'signed-in'),
  bare('POST', '/api/meal-plan/calendar', 'signed-in'),
  bare('DELETE', '/api/meal-plan/calendar', 'signed-in'),
  bare('GET', '/api/meal-plan/calendar/:token.ics', 'anyone'),
  bare('GET', '/api/household', 'submitter'),
  json('PATCH', '/api/household', 'submitter', () => ({ name: 'Fuzzed kitchen' })),
  json('POST', '/api/household/invitations', 'submitter', (ctx) => ({ email: ctx.emails[0] })),
  bare('GET', '/api/household/invitations', 'submitter'),
  bare('DELETE', '/api/household/invitations/:id', 'submitter'),
  json('POST', '/api/household/join', 'submitter', () => ({ code: 'A'.repeat(43), bring: false })),
  bare('POST', '/api/household/leave', 'submitter'),
  bare('DELETE', '/api/household/members/:sub', 'submitter'),
  json('POST', '/api/household/owner', 'submitter', () => ({
    sub: '00000000-0000-4000-8000-000000000001',
  })),
  bare('GET', '/api/household/pantry', 'submitter'),
  json('PUT', '/api/household/pantry', 'submitter', () => ({ staples: ['Salt', 'Olive oil'] })),
  // The family cookbook: saved books, their recipes by source, the cover and the PDF.
  bare('GET', '/api/cookbooks', 'submitter'),
  json('POST', '/api/cookbooks', 'submitter', (ctx) => ({
    title: 'Fuzzed family book',
    recipeIds: ctx.recipeIds.slice(0, 2),
    order: 'title',
    pageSize: 'A5',
  })),
  json('POST', '/api/cookbooks/choice', 'submitter', () => ({ source: 'approved' })),
  bare('GET', '/api/cookbooks/:id', 'submitter'),
  json('PUT', '/api/cookbooks/:id', 'submitter', (ctx) => ({
    title: 'Fuzzed again',
    recipeIds: ctx.recipeIds.slice(0, 1),
  })),
  bare('DELETE', '/api/cookbooks/:id', 'submitter'),
  {
    method: 'PUT',
    path: '/api/cookbooks/:id/cover',
    access: 'submitter',
    body: 'multipart',
    image: true,
  },
  bare('DELETE', '/api/cookbooks/:id/cover', 'submitter'),
  bare('POST', '/api/cookbooks/:id/pdf', 'submitter'),
  bare('GET', '/api/cookbooks/:id/pdf', 'submitter'),
  bare('GET', '/api/:unknown', 'anyone'),
  bare('GET', '/dev/mail', 'anyone'),
  bare('GET', '/uploads/:file', 'anyone'),
  // Crawler files and pages whose head the server fills in (modules/seo).
  bare('GET', '/robots.txt', 'anyone'),
  bare('GET', '/sitemap.xml', 'anyone'),
  bare('GET', '/sitemap-:part.xml', 'anyone'),
  bare('GET', '/share-images/:share', 'anyone'),
  bare('GET', '/recipes/:id', 'anyone'),
];

/** Text that breaks things: huge, unicode, control characters, SQL and HTML, number-like. */
function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'null',
        'undefined',
        'NaN',
        '-1',
        '0',
        '1e309',
        '9007199254740993',
        '101',
        '[]',
        '{}',
        '{"$gt":""}',
        "'; DROP TABLE recipes; --",
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '%00',
        '\u0000',
        '\uFEFF',
        '\uD800',
        'ß̶̛̯͚̮'.repeat(10),
        '🍲'.repeat(30),
        'a'.repeat(5_000),
      ),
    },
    { weight: 1, arbitrary: fc.nat({ max: 120_000 }).map((n) => 'x'.repeat(n)) },
  );
}

/** JSON values with nesting, nulls, big numbers and unicode keys. */
function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileText(), fc.jsonValue({ maxDepth: 2 })) },
    { weight: 1, arbitrary: fc.nat({ max: 3_000 }).map(nested) },
  );
}

const deepLists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const HOSTILE_JSON_TEXT = [
  // Deep enough to overflow the stack of anything that walks the parsed value recursively.
  deepLists(5_000),
  deepLists(90_000),
  '['.repeat(90_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  // Lists far past every count limit.
  `[${'0,'.repeat(199_999)}0]`,
  JSON.stringify(Array.from({ length: 201 }, () => ({ author: 'A', rating: 5, text: 'Good.' }))),
  JSON.stringify([{ author: 'A', rating: 5, text: 'a'.repeat(210 * 1024) }]),
  // A review whose text is itself deeply nested.
  `[{"author":"A","rating":5,"text":${deepLists(5_000)}}]`,
];

/**
 * JSON text for the form's JSON fields that a generator cannot build as a value and serialise
 * (serialising 90,000 levels overflows the stack): deep nesting, 200,000 entries, over 200 KB.
 */
function hostileJsonText(): fc.Arbitrary<string> {
  return fc.constantFrom(...HOSTILE_JSON_TEXT);
}

/** The form fields that carry JSON text (RECIPE_JSON_FIELDS). */
export const JSON_FIELDS = [
  'reviews',
  'tags',
  'ingredients',
  'instructions',
  'tips',
  'more',
] as const;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

export interface FuzzRequest {
  route: RouteSpec;
  method: string;
  identity: Identity;
  path: string;
  query: string;
  headers: [string, string][];
  body: Buffer | undefined;
  /** Sent without Content-Length (chunked). */
  chunked: boolean;
  /** Short description for failure reports. */
  label: string;
}

const UUID = fc.uuid();

/** Percent-encodes any string; lone surrogates, which cannot be encoded, become U+FFFD first. */
function encode(text: string): string {
  return encodeURIComponent(Buffer.from(text).toString());
}

function pathValue(name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const garbage = hostileText()
    .filter((s) => s.length < 2_000)
    .map(encode);
  const raw = fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '..',
    '%2e%2e%2f',
    '%00',
    '.',
    '%2F',
    '%C0%AF',
  );
  const known: Record<string, fc.Arbitrary<string>> = {
    id: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ctx.recipeIds, ...ctx.userIds) },
      { weight: 1, arbitrary: UUID },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
        ),
      },
    ),
    category: fc.constantFrom(
      'breakfast',
      'appetizers',
      'entrees',
      'desserts',
      'sides',
      'drinks',
      'other',
      'Desserts',
      'soups',
    ),
    status: fc.constantFrom('101', '199', '100', '0', '101.0', '1e2', '-101', '0x65'),
    email: fc.constantFrom(...ctx.emails.map(encode), 'nobody%40example.test'),
    unknown: fc.constantFrom('delete-recipe', 'admin', 'recipes/1/2', 'export/my-recipes'),
    part: fc.constantFrom('1', '2', '0', '-1', '01', '999999', '1.5'),
    // A day of this week, days that are not real, and the day after the plan window's last.
    date: fc.constantFrom(
      thisWeekDay(2),
      `${commonYearInWindow()}-02-29`,
      `${commonYearInWindow()}-13-01`,
      `${commonYearInWindow()}-1-5`,
      'today',
      addDays(planWindow().to, 1),
    ),
    share: fc.constantFrom(
      ...ctx.recipeIds.map((id) => `${id}.jpg`),
      ...ctx.recipeIds,
      'x.jpg',
      '..%2f..%2fpackage.json',
    ),
    file: fc.constantFrom(
      ...ctx.uploads,
      'recipes/missing-1280.webp',
      '..%2f..%2fpackage.json',
      '%2e%2e/%2e%2e/package.json',
      'recipes/..%2f..%2f..%2fetc%2fpasswd',
      '....//....//etc/passwd',
      '%5c..%5c..%5cwindows',
    ),
  };
  return fc.oneof(
    { weight: 6, arbitrary: known[name] ?? garbage },
    { weight: 3, arbitrary: garbage },
    { weight: 1, arbitrary: raw },
  );
}

function queryString(): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom('q', 'limit', 'page', 'sort_by', 'order', 'to', 'q[]', 'limit[a]', '__proto__'),
    fc.string({ maxLength: 10 }).map(encode),
  );
  const value = fc.oneof(
    fc.constantFrom(
      '1',
      '20',
      '100',
      '101',
      '0',
      '-1',
      '1.5',
      'title',
      'more.created_on',
      'more.total_time',
      'soup',
      '%',
      '%E0%A4%A',
      '',
    ),
    hostileText()
      .filter((s) => s.length < 3_000)
      .map(encode),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

function mutatedFields(
  base: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown> | unknown> {
  const keys = Object.keys(base);
  const replaceOne =
    keys.length === 0
      ? fc.constant(base)
      : fc
          .tuple(
            fc.constantFrom(...keys),
            fc.oneof(
              { weight: 3, arbitrary: hostileText() },
              { weight: 3, arbitrary: hostileJson() },
              { weight: 1, arbitrary: hostileJsonText() },
            ),
          )
          .map(([k, v]) => ({ ...base, [k]: v }));
  // The JSON fields of a recipe form get the deep and huge text most often.
  const hostileJsonField = keys.some((k) => (JSON_FIELDS as readonly string[]).includes(k))
    ? fc
        .tuple(fc.constantFrom(...JSON_FIELDS.filter((k) => keys.includes(k))), hostileJsonText())
        .map(([k, v]) => ({ ...base, [k]: v }))
    : fc.constant(base);
  const dropOne =
    keys.length === 0
      ? fc.constant(base)
      : fc.constantFrom(...keys).map((k) => {
          const copy = { ...base };
          delete copy[k];
          return copy;
        });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(base) },
    { weight: 4, arbitrary: replaceOne },
    { weight: 2, arbitrary: hostileJsonField },
    { weight: 1, arbitrary: dropOne },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), fc.oneof(hostileText(), hostileJson()), {
          maxKeys: 5,
        })
        .map((extra) => ({ ...base, ...extra })),
    },
    { weight: 2, arbitrary: hostileJson() },
  );
}

function jsonBody(
  route: RouteSpec,
  ctx: FuzzContext,
): fc.Arbitrary<{ contentType: string | undefined; body: Buffer }> {
  const base = route.fields?.(ctx) ?? {};
  const value = mutatedFields(base);
  // The same deep and huge values as JSON itself rather than as text in a string.
  const baseText = JSON.stringify(base);
  const rawHostile = fc
    .tuple(fc.constantFrom(...JSON_FIELDS), hostileJsonText())
    .map(([k, v]) => (baseText === '{}' ? `{"${k}":${v}}` : `{"${k}":${v},${baseText.slice(1)}`));
  const text = fc.oneof(
    { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: rawHostile },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        'nul',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '[1,2,',
        '"just a string"',
        '\uFEFF{}',
        '{"a":1,"a":2}',
      ),
    },
    { weight: 1, arbitrary: hostileText() },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=utf-16',
        'application/json; charset=klingon',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/vnd.api+json',
        'application/json, application/json',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc.record({
    contentType,
    body: text.map((t) => Buffer.from(t)),
  });
}

/**
 * Files for the import and the restore: many photos on other sites (in the documentation range, so
 * nothing leaves the machine), a recipe whose reviews are deep or huge, a backup-shaped object,
 * and plain garbage.
 */
function hostileJsonFile(): fc.Arbitrary<string> {
  const recipe = (image: string, extra = '') =>
    `{"@type":"Recipe","name":"Fuzzed pie","image":"${image}","recipeIngredient":["1 egg"],"recipeInstructions":["Bake."]${extra}}`;
  const remote = (count: number) =>
    `[${Array.from({ length: count }, (_, i) => recipe(`http://203.0.113.${(i % 250) + 1}/photo-${i}.jpg`)).join(',')}]`;
  return fc.oneof(
    fc.integer({ min: 1, max: 60 }).map(remote),
    hostileJsonText().map(
      (text) => `[${recipe('http://203.0.113.9/p.jpg', `,"family_recipes":{"reviews":${text}}`)}]`,
    ),
    hostileJsonText().map((text) => `{"format":"family-recipes-backup","recipes":[${text}]}`),
    hostileJsonText(),
    hostileText(),
  );
}

/** How the multipart framing is broken, if at all. */
type BoundaryMode = 'ok' | 'missing' | 'wrong' | 'truncated' | 'chunked' | 'quoted';

interface Part {
  name: string;
  value: Buffer;
  filename?: string | undefined;
  contentType?: string | undefined;
}

function multipartBody(
  route: RouteSpec,
  ctx: FuzzContext,
): fc.Arbitrary<{ contentType: string | undefined; body: Buffer; chunked: boolean }> {
  const base = route.fields?.(ctx) ?? {};
  const fieldParts = mutatedFields(base).map((value): Part[] => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return [{ name: 'title', value: Buffer.from(JSON.stringify(value) ?? '') }];
    }
    return Object.entries(value).map(([name, v]) => ({
      name,
      value: Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
    }));
  });
  const extraParts = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.record({
          name: fc.oneof(
            fc.constantFrom('title', 'category', 'more', 'thumbnail_image', 'name', 'email', ''),
            fc.string({ maxLength: 20 }),
          ),
          value: hostileText().map((s) => Buffer.from(s)),
        }),
        { maxLength: 3 },
      ),
    },
  );
  const anyFile = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constant('thumbnail_image') },
      { weight: 1, arbitrary: fc.constantFrom('photo', 'thumbnail_image[]', '') },
    ),
    filename: fc.constantFrom(
      'pie.jpg',
      '../../x.webp',
      'a"b.png',
      '',
      'ñandú 🍲.jpeg',
      'x'.repeat(300),
    ),
    contentType: fc.constantFrom(
      'image/jpeg',
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
    ),
    value: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ctx.images.valid) },
      { weight: 3, arbitrary: fc.constantFrom(...ctx.images.hostile) },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
      },
    ),
  });
  // A file where the route takes none is rare: it is refused before anything else is looked at.
  const file = route.jsonFile
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: anyFile },
        {
          weight: 6,
          arbitrary: hostileJsonFile().map((value) => ({
            name: 'file',
            filename: 'recipes.json',
            contentType: 'application/json',
            value: Buffer.from(value),
          })),
        },
      )
    : fc.oneof(
        { weight: route.image ? 1 : 9, arbitrary: fc.constant(null) },
        { weight: route.image ? 3 : 1, arbitrary: anyFile },
      );
  const boundaryMode = fc.oneof(
    { weight: 12, arbitrary: fc.constant<BoundaryMode>('ok') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BoundaryMode>(
        'missing',
        'wrong',
        'truncated',
        'chunked',
        'quoted',
      ),
    },
  );
  return fc
    .record({ fields: fieldParts, extra: extraParts, file, boundaryMode, cut: fc.nat() })
    .map(({ fields, extra, file: filePart, boundaryMode: mode, cut }) => {
      const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
      const parts: Part[] = [...fields, ...extra, ...(filePart ? [filePart] : [])];
      const chunks: Buffer[] = [];
      for (const part of parts) {
        const disposition =
          `Content-Disposition: form-data; name="${part.name}"` +
          (part.filename !== undefined ? `; filename="${part.filename}"` : '');
        const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
        chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), part.value);
        chunks.push(Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let body = Buffer.concat(chunks);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      if (mode === 'missing') contentType = 'multipart/form-data';
      if (mode === 'wrong') contentType = 'multipart/form-data; boundary=somethingElse';
      if (mode === 'quoted') contentType = `multipart/form-data; boundary="${boundary}"`;
      if (mode === 'truncated') body = body.subarray(0, cut % Math.max(1, body.length));
      return { contentType, body, chunked: mode === 'chunked' };
    });
}

const IDENTITIES: Identity[] = [
  'anonymous',
  'user',
  'admin',
  'groupless',
  'forged',
  'user-cookie',
  'admin-cookie',
];

function extraHeaders(): fc.Arbitrary<[string, string][]> {
  const header = fc.oneof(
    fc.tuple(fc.constant('X-Request-Id'), fc.oneof(fc.uuid(), fc.string({ maxLength: 80 }))),
    fc.tuple(fc.constant('Accept'), fc.constantFrom('*/*', 'text/html', 'application/xml', '')),
    fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('gzip', 'br', 'deflate', 'x-none')),
    fc.tuple(fc.constant('Content-Encoding'), fc.constantFrom('gzip', 'br', 'x-zip', 'identity')),
    fc.tuple(fc.constant('Sec-Fetch-Site'), fc.constantFrom('same-origin', 'none', 'cross-site')),
    fc.tuple(
      fc.constant('X-Forwarded-For'),
      fc.constantFrom('10.0.0.1', 'garbage', '::1, 1.2.3.4'),
    ),
    fc.tuple(fc.constant('Cookie'), fc.constantFrom('idToken=j%3A%7B%7D', 'idToken=%', 'a=b; a=c')),
    fc.tuple(
      fc.constant('Authorization'),
      fc.constantFrom('Bearer', 'Bearer null', 'Basic Zm9vOmJhcg=='),
    ),
  );
  return fc.array(header, { maxLength: 3 });
}

/** Header values the HTTP client can put on the wire (no control characters, Latin-1). */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e\x80-\xff]/g, '?');
}

export function fuzzRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ROUTES).chain((route) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    const params = fc.tuple(...names.map((name) => pathValue(name, ctx)));
    const method = fc.oneof(
      { weight: 12, arbitrary: fc.constant(route.method) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
      },
    );
    const body: fc.Arbitrary<{
      contentType: string | undefined;
      body: Buffer | undefined;
      chunked: boolean;
    }> =
      route.body === 'json'
        ? jsonBody(route, ctx).map((b) => ({ ...b, chunked: false }))
        : route.body === 'multipart'
          ? fc.oneof(
              { weight: 4, arbitrary: multipartBody(route, ctx) },
              { weight: 1, arbitrary: jsonBody(route, ctx).map((b) => ({ ...b, chunked: false })) },
            )
          : fc.oneof(
              {
                weight: 4,
                arbitrary: fc.constant({ contentType: undefined, body: undefined, chunked: false }),
              },
              { weight: 1, arbitrary: jsonBody(route, ctx).map((b) => ({ ...b, chunked: false })) },
            );
    return fc
      .record({
        method,
        identity: fc.constantFrom(...IDENTITIES),
        params,
        query: fc.oneof(
          { weight: 2, arbitrary: fc.constant('') },
          { weight: 3, arbitrary: queryString() },
        ),
        body,
        headers: extraHeaders(),
      })
      .map(({ method: m, identity, params: values, query, body: b, headers }) => {
        let i = 0;
        const path = route.path.replace(/:(\w+)/g, () => values[i++] ?? '');
        const all: [string, string][] = headers.map(([k, v]) => [k, headerSafe(v)]);
        if (b.contentType !== undefined) all.push(['Content-Type', b.contentType]);
        return {
          route,
          method: m,
          identity,
          path,
          query,
          headers: all,
          body: m === 'GET' || m === 'HEAD' ? undefined : b.body,
          chunked: b.chunked,
          label: `${m} ${route.path} as ${identity}`,
        };
      });
  });
}
