import http, { type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Access } from '@family-recipes/shared';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { freeTestPort } from '../test/child-server.js';
import { HOSTILE } from '../test/hostile-uploads.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { smallJpeg } from '../test/test-images.js';
import { ownedBy, recipeForm, recipeRow, withFields } from '../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../test/test-users.js';
import {
  HOSTILE_JSON_TEXT,
  JSON_FIELDS,
  fuzzRequest,
  type FuzzRequest,
  type Identity,
} from './requests.js';
import { ROUTES, routeKey } from './routes.js';
import type { FuzzContext } from './samples.js';
import { resetRateLimits, snapshotState, stateTables, type StateSnapshot } from './state.js';

/*
 * `pnpm test:fuzz`: fast-check sends FUZZ_RUNS requests (10,000 unless told) to every route of
 * the API on a real database (PGlite, or DATABASE_URL) and a real identity emulator, as anonymous
 * visitors, users, admins, accounts without a group, forged tokens and cookie sessions. For each
 * answer: no 5xx and no hang; an error under /api has the JSON shape of docs/architecture.md (API
 * conventions); a 4xx changed no row of any table and no file in the uploads folder; nobody below a
 * route's access rule gets a 2xx from it. FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`FUZZ_RUNS must be a positive whole number, not ${process.env.FUZZ_RUNS}`);
}
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const ANSWER_TIMEOUT_MS = 20_000;

/** A submission the API accepts. */
const VALID_FORM = recipeForm({
  title: 'After the storm',
  description: 'Still standing.',
  category: 'Sides',
});

let t: TestApp;
let server: Server;
let port = 0;
let uploadsDir = '';
let tables: string[] = [];
let ctx: FuzzContext;
let people: Record<'user' | 'admin' | 'groupless' | 'other', TestUser>;

/** A token with its signature changed: well-formed, never valid. */
function forged(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const swapped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return `${header}.${payload}.${swapped}`;
}

function cookieOf(user: TestUser): string {
  return [
    `idToken=${encodeURIComponent(user.idToken)}`,
    `accessToken=${encodeURIComponent(user.accessToken)}`,
    `refreshToken=${encodeURIComponent(user.refreshToken)}`,
  ].join('; ');
}

function identityHeaders(identity: Identity): [string, string][] {
  switch (identity) {
    case 'anonymous':
      return [];
    case 'user':
      return [['Authorization', `Bearer ${people.user.idToken}`]];
    case 'admin':
      return [['Authorization', `Bearer ${people.admin.idToken}`]];
    case 'groupless':
      return [['Authorization', `Bearer ${people.groupless.idToken}`]];
    case 'forged':
      return [['Authorization', `Bearer ${forged(people.admin.idToken)}`]];
    case 'user-cookie':
      return [['Cookie', cookieOf(people.user)]];
    case 'admin-cookie':
      return [['Cookie', cookieOf(people.admin)]];
  }
}

/** The roles an identity holds, to check the routes' access rules. */
function allowed(identity: Identity, access: Access): boolean {
  const signedIn = identity !== 'anonymous' && identity !== 'forged';
  const admin = identity === 'admin' || identity === 'admin-cookie';
  switch (access) {
    case 'public':
      return true;
    case 'signedIn':
      return signedIn;
    case 'cook':
      return signedIn && identity !== 'groupless';
    case 'admin':
      return admin;
  }
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** The body as the server meant it: a request may ask for a compressed answer (Accept-Encoding). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case undefined:
    case 'identity':
      return body;
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      throw new Error(`An answer in an unknown content encoding: ${encoding}`);
  }
}

function send(req: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of [...identityHeaders(req.identity), ...req.headers]) {
    (headers[name.toLowerCase()] ??= []).push(value);
  }
  if (req.body !== undefined) {
    // Said explicitly: Node's client frames a DELETE or GET body as chunked only when told to.
    if (req.chunked) headers['transfer-encoding'] = ['chunked'];
    else headers['content-length'] = [String(req.body.length)];
  }
  return new Promise((resolve, reject) => {
    // The path as given: a URL object would resolve `..` and `.` before sending.
    const target = {
      host: '127.0.0.1',
      port,
      path: `${req.path}${req.query ? `?${req.query}` : ''}`,
    };
    const outgoing = http.request({ ...target, method: req.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString(),
          });
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
      res.on('error', reject);
    });
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', reject);
    if (req.body !== undefined) {
      if (req.chunked) {
        // Two writes make the client use chunked transfer encoding.
        const half = req.body.length >> 1;
        outgoing.write(req.body.subarray(0, half));
        outgoing.end(req.body.subarray(half));
      } else outgoing.end(req.body);
    } else outgoing.end();
  });
}

function describeRequest(req: FuzzRequest): string {
  const body = req.body
    ? `${req.body.length} bytes: ${JSON.stringify(req.body.subarray(0, 300).toString('latin1'))}`
    : 'none';
  return [
    `${req.method} ${req.path}${req.query ? `?${req.query.slice(0, 300)}` : ''} as ${req.identity}`,
    `headers: ${JSON.stringify(req.headers).slice(0, 500)}${req.chunked ? ' (chunked)' : ''}`,
    `body: ${body}`,
  ].join('\n');
}

function hasErrorShape(answer: Answer): boolean {
  if (!answer.contentType.startsWith('application/json')) return false;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { message, errors, ...rest } = body as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    Object.keys(rest).length === 0 &&
    // Every 400 lists what to fix; other errors may.
    (errors === undefined
      ? answer.status !== 400
      : Array.isArray(errors) && errors.length > 0 && errors.every(isFieldError))
  );
}

/** `{ field, message }` and nothing else, with a message to show. */
function isFieldError(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { field, message, ...rest } = value as Record<string, unknown>;
  return (
    typeof field === 'string' &&
    typeof message === 'string' &&
    message !== '' &&
    Object.keys(rest).length === 0
  );
}

const tally = {
  cases: 0,
  byStatus: new Map<number, number>(),
  byRoute: new Map<string, { cases: number; ok: number }>(),
  byIdentity: new Map<string, number>(),
};

function count(req: FuzzRequest, status: number) {
  tally.cases += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  const route = routeKey(req.route.method, req.route.path);
  const entry = tally.byRoute.get(route) ?? { cases: 0, ok: 0 };
  entry.cases += 1;
  if (status < 300) entry.ok += 1;
  tally.byRoute.set(route, entry);
  tally.byIdentity.set(req.identity, (tally.byIdentity.get(req.identity) ?? 0) + 1);
}

let state: StateSnapshot;

async function runCase(req: FuzzRequest): Promise<void> {
  await resetRateLimits(t.db.database.db);
  const before = state;
  let answer: Answer;
  try {
    answer = await send(req);
  } catch (err) {
    throw new Error(
      `No answer (${err instanceof Error ? err.message : String(err)})\n${describeRequest(req)}`,
    );
  }
  count(req, answer.status);
  const after = await snapshotState(t.db.database.db, tables, uploadsDir);
  state = after;
  const problem = (what: string) =>
    new Error(
      `${what}\n${describeRequest(req)}\nanswer ${answer.status}: ${answer.text.slice(0, 500)}`,
    );

  if (answer.status >= 500) throw problem('A 5xx answer');
  const underApi = req.path.startsWith('/api/') || req.path === '/api';
  if (underApi && answer.status >= 400 && req.method !== 'HEAD' && !hasErrorShape(answer)) {
    throw problem('An error body without the shape {"message", "errors"?: [{"field", "message"}]}');
  }
  if (answer.status >= 400 && answer.status < 500) {
    const changed = [
      ...Object.keys(after.tables).filter((k) => after.tables[k] !== before.tables[k]),
      ...(after.files.join('\n') === before.files.join('\n') ? [] : ['the uploads folder']),
    ];
    if (changed.length > 0)
      throw problem(`A ${answer.status} answer changed ${changed.join(', ')}`);
  }
  // Only stored photos come out of the uploads folder, whatever the path says.
  if (req.path.startsWith('/uploads/') && answer.status < 300 && req.method === 'GET') {
    if (answer.contentType !== 'image/webp')
      throw problem('Something other than a photo under /uploads');
  }
  const sameRoute =
    req.method === req.route.method || (req.method === 'HEAD' && req.route.method === 'GET');
  if (sameRoute && answer.status < 300 && !allowed(req.identity, req.route.access)) {
    throw problem(`A ${answer.status} for ${req.identity} on a route for ${req.route.access}`);
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { databasePrefix: 'fuzz' });
  if (t.config.storage.kind !== 'local') throw new Error('The fuzz suite needs the uploads folder');
  uploadsDir = t.config.storage.dir;
  const settings = t.identity.settings;
  const [user, adminUser, groupless, other] = await Promise.all([
    createTestUser(settings, { groups: ['user'], name: 'Fuzzy User' }),
    createTestUser(settings, { groups: ['admin', 'user'], name: 'Fuzzy Admin' }),
    createTestUser(settings, { groups: [], name: 'No Group' }),
    createTestUser(settings, { groups: ['user'], name: 'Other Cook' }),
  ]);
  people = { user, admin: adminUser, groupless, other };
  const userIds: string[] = [];
  for (const who of [people.user, people.admin, people.other]) {
    const res = await request(t.app)
      .post('/api/insert-user')
      .set('Authorization', `Bearer ${who.idToken}`)
      .send({ name: who.name, email: who.email });
    expect(res.status).toBe(201);
    userIds.push((res.body as { _id: string })._id);
  }
  const repo = new RecipesRepository(t.db.database.db);
  const recipeIds: string[] = [];
  for (const owner of [people.user, people.other]) {
    for (const [status, featured] of [
      [101, false],
      [101, true],
      [100, false],
      [199, false],
    ] as const) {
      const row = await repo.insert(
        recipeRow({
          title: `Seed ${status}${featured ? ' featured' : ''}`,
          status,
          featured,
          ...ownedBy(owner),
        }),
      );
      recipeIds.push(row.id);
    }
  }
  // One recipe with a real stored photo, so that edits replace real files and /uploads has some.
  const submission = withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(people.other)),
    VALID_FORM,
  );
  const submitted = await submission.attach('thumbnail_image', await smallJpeg(), 'seed.jpg');
  expect(submitted.status).toBe(201);
  const seeded = submitted.body as { _id: string; thumbnail_image: string };
  recipeIds.push(seeded._id);
  const photo = seeded.thumbnail_image.replace(/^\/uploads\//, '');
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3a6' } })
    .png()
    .toBuffer();
  ctx = {
    recipeIds,
    userIds,
    emails: [people.user.email, people.admin.email, people.other.email, 'nobody@example.test'],
    userEmail: people.user.email,
    // The sizes served, and the original for print, which is never served.
    uploads: [
      ...[320, 640, 1280].map((w) => photo.replace(/-1280\.webp$/, `-${w}.webp`)),
      photo.replace(/-1280\.webp$/, '-original.jpg'),
    ],
    tokens: {
      idToken: people.user.idToken,
      accessToken: people.user.accessToken,
      refreshToken: people.user.refreshToken,
    },
    images: {
      valid: [await smallJpeg(), png],
      hostile: await Promise.all(HOSTILE.map(async (file) => file.bytes())),
    },
  };
  tables = await stateTables(t.db.database.db);
  expect(tables).toEqual(expect.arrayContaining(['recipes', 'users', 'contact_messages']));
  port = await freeTestPort();
  server = await new Promise<Server>((resolve) => {
    const s = t.app.listen(port, '127.0.0.1', () => resolve(s));
  });
  state = await snapshotState(t.db.database.db, tables, uploadsDir);
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.dispose();
});

describe(`fuzzing the API (${RUNS} requests, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('when fast-check sends malformed, hostile and valid requests to every route as every kind of caller, then nothing answers 5xx, every error has the JSON shape, a 4xx changes nothing and no route lets in someone its rule keeps out', async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fuzzRequest(ctx), async (req) => {
        await runCase(req);
      }),
      { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    const seconds = (performance.now() - started) / 1000;

    const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b);
    const routes = [...tally.byRoute.entries()].sort(([a], [b]) => a.localeCompare(b));
    console.info(
      [
        `fuzz: ${tally.cases} requests in ${seconds.toFixed(1)} s (${(tally.cases / seconds).toFixed(0)}/s), ` +
          `5xx: ${statuses.filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)}`,
        `statuses: ${statuses.map(([s, c]) => `${s}: ${c}`).join(', ')}`,
        `callers: ${[...tally.byIdentity.entries()].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
        ...routes.map(
          ([route, { cases, ok }]) => `  ${route}: ${cases} requests, ${ok} answered 2xx`,
        ),
      ].join('\n'),
    );
    expect(tally.cases).toBe(RUNS);
    // Every route was reached.
    expect([...tally.byRoute.keys()].sort()).toEqual(
      ROUTES.map((r) => routeKey(r.method, r.path)).sort(),
    );
  });

  it('when every JSON field of submit and update gets deep, huge or oversized JSON, then each answers 4xx and nothing changes', async () => {
    const recipeId = ctx.recipeIds[0] ?? '';
    for (const text of HOSTILE_JSON_TEXT) {
      for (const field of JSON_FIELDS) {
        for (const [method, path] of [
          ['post', '/api/submit-recipe'],
          ['put', `/api/update-recipe/${recipeId}`],
        ] as const) {
          await resetRateLimits(t.db.database.db);
          const before = await snapshotState(t.db.database.db, tables, uploadsDir);
          const agent = request(t.app);
          const req = withFields(
            (method === 'post' ? agent.post(path) : agent.put(path)).set(bearer(people.admin)),
            { ...VALID_FORM, [field]: text },
          );
          const res = await req.attach('thumbnail_image', await smallJpeg(), 'bread.jpg');
          const what = `${method.toUpperCase()} ${path} with ${field} of ${text.slice(0, 20)}… (${text.length} characters)`;
          expect(res.status, what).toBeGreaterThanOrEqual(400);
          expect(res.status, what).toBeLessThan(500);
          const after = await snapshotState(t.db.database.db, tables, uploadsDir);
          expect(after, what).toEqual(before);
        }
      }
    }
  });

  it('when the fuzzing is over, then the API still takes a valid submission and is ready', async () => {
    const req = withFields(
      request(t.app).post('/api/submit-recipe').set(bearer(people.user)),
      VALID_FORM,
    );
    await resetRateLimits(t.db.database.db);
    const res = await req.attach('thumbnail_image', await smallJpeg(), 'bread.jpg');
    expect(res.status).toBe(201);
    await request(t.app).get('/api/ready').expect(200);
  });
});
