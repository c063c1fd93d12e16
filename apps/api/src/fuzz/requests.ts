import { planWindow, type SchemaName } from '@family-recipes/shared';
import fc from 'fast-check';
import { addDays } from '../modules/meal-plan/plan-days.js';
import { commonYearInWindow, thisWeekDay } from '../test/plan-week.js';
import { FILE_FIELDS, ROUTES, type RouteParam, type RouteSpec } from './routes.js';
import type { FuzzContext } from './samples.js';

/*
 * Requests for every route of routes.ts, built by fast-check: mostly a valid request with one part
 * broken, so that the checks behind the first one are reached too, and sometimes nothing valid at
 * all.
 */

export type Identity =
  'anonymous' | 'user' | 'admin' | 'groupless' | 'forged' | 'user-cookie' | 'admin-cookie';

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

/** Ids of rows that exist, ids of none, and ids at the edges of the format. */
function ids(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ctx.recipeIds, ...ctx.userIds) },
    { weight: 1, arbitrary: UUID },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      ),
    },
  );
}

/**
 * Values a path parameter could take, by its name or else by its declared schema; undefined for a
 * parameter this knows nothing of (routes.test.ts fails on one).
 */
export function paramValues(param: RouteParam, ctx: FuzzContext): fc.Arbitrary<string> | undefined {
  const byName: Record<string, () => fc.Arbitrary<string>> = {
    id: () => ids(ctx),
    category: () =>
      fc.constantFrom(
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
    email: () => fc.constantFrom(...ctx.emails.map(encode), 'nobody%40example.test'),
    // An account id, as Cognito makes them.
    sub: () => UUID,
    // An aisle: built-in ones, one in the form the site gives a household's own, and others.
    aisleId: () =>
      fc.constantFrom(
        'produce',
        'other',
        'meat%20and%20fish',
        `a_${'0'.repeat(32)}`,
        'a_1',
        'garden',
      ),
    shopId: () => fc.oneof(UUID, fc.constantFrom('not-a-shop')),
    // A calendar feed's secret, in the shape of one.
    token: () => fc.stringMatching(/^[\w-]{43}$/),
    unknown: () => fc.constantFrom('delete-recipe', 'admin', 'recipes/1/2', 'export/my-recipes'),
    part: () => fc.constantFrom('1', '2', '0', '-1', '01', '999999', '1.5'),
    share: () =>
      fc.constantFrom(
        ...ctx.recipeIds.map((id) => `${id}.jpg`),
        ...ctx.recipeIds,
        'x.jpg',
        '..%2f..%2fpackage.json',
      ),
    file: () =>
      fc.constantFrom(
        ...ctx.uploads,
        'recipes/missing-1280.webp',
        '..%2f..%2fpackage.json',
        '%2e%2e/%2e%2e/package.json',
        'recipes/..%2f..%2f..%2fetc%2fpasswd',
        '....//....//etc/passwd',
        '%5c..%5c..%5cwindows',
      ),
  };
  const bySchema: Partial<Record<SchemaName, () => fc.Arbitrary<string>>> = {
    Uuid: () => ids(ctx),
    ModerationStatus: () =>
      fc.constantFrom('101', '199', '100', '0', '101.0', '1e2', '-101', '0x65'),
    // A day of this week, days that are not real, and the day after the plan window's last.
    IsoDate: () =>
      fc.constantFrom(
        thisWeekDay(2),
        `${commonYearInWindow()}-02-29`,
        `${commonYearInWindow()}-13-01`,
        `${commonYearInWindow()}-1-5`,
        'today',
        addDays(planWindow().to, 1),
      ),
  };
  const values = byName[param.name] ?? (param.schema ? bySchema[param.schema] : undefined);
  return values?.();
}

function pathValue(param: RouteParam, ctx: FuzzContext): fc.Arbitrary<string> {
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
  return fc.oneof(
    { weight: 6, arbitrary: paramValues(param, ctx) ?? garbage },
    { weight: 3, arbitrary: garbage },
    { weight: 1, arbitrary: raw },
  );
}

/** A query of the route's declared fields and others, with valid and hostile values. */
function queryString(route: RouteSpec): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(
      ...route.query,
      'q',
      'limit',
      'page',
      'sort_by',
      'order',
      'to',
      'q[]',
      'limit[a]',
      '__proto__',
    ),
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
  // The route's photo fields, and names it does not take: an array's, none, another form's.
  const [imageField = 'thumbnail_image', ...otherImageFields] = route.files.image;
  const strangeNames = Object.keys(FILE_FIELDS).filter(
    (name) => FILE_FIELDS[name] === 'image' && !route.files.image.includes(name),
  );
  const anyFile = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(imageField, ...otherImageFields) },
      { weight: 1, arbitrary: fc.constantFrom(`${imageField}[]`, '', ...strangeNames) },
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
  const [jsonField] = route.files.json;
  const file = jsonField
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: anyFile },
        {
          weight: 6,
          arbitrary: hostileJsonFile().map((value) => ({
            name: jsonField,
            filename: 'recipes.json',
            contentType: 'application/json',
            value: Buffer.from(value),
          })),
        },
      )
    : fc.oneof(
        { weight: route.files.image.length > 0 ? 1 : 9, arbitrary: fc.constant(null) },
        { weight: route.files.image.length > 0 ? 3 : 1, arbitrary: anyFile },
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

/**
 * Requests to the routes in turn, each run the next route, so FUZZ_RUNS requests reach every route
 * about FUZZ_RUNS / ROUTES.length times; a random pick of the route could leave one unreached. The
 * caller, method, path values, query and body stay random, and the same FUZZ_SEED sends the same
 * requests, since the turn starts at the first route.
 */
export function fuzzRequest(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  let turn = 0;
  return fc.constant(null).chain(() => {
    const route = ROUTES[turn % ROUTES.length];
    turn += 1;
    if (route === undefined) throw new Error('The fuzzer has no routes');
    return requestTo(route, ctx);
  });
}

function requestTo(route: RouteSpec, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.params.map((param) => pathValue(param, ctx)));
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
        { weight: 3, arbitrary: queryString(route) },
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
}
