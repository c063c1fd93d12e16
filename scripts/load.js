// `pnpm bench:load`: many connections of mixed traffic against the built server on a PostgreSQL
// server, then a check that nothing was lost (issue 12, "load with nothing lost").
//
//   node scripts/load.js [--connections 200] [--duration 60] [--port 0] [--db-prefix load]
//
// Visitors browse and search, cooks submit recipes with photos and edit them, an admin approves.
// Afterwards every submission answered 201 must be in the database with its photo files, no other
// submission may be, every stored file must belong to a recipe, and no request may have had a 5xx
// or a connection error. Prints throughput, p50/p99 per kind of call and the counts; exits 1 when
// a check fails. DATABASE_URL names the server (a throw-away database is created on it and
// dropped); postgres://postgres@127.0.0.1:5432/postgres when unset.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS } from './bench/server.js';

const root = path.resolve(import.meta.dirname, '..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const pg = requireApi('pg');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const CONNECTIONS = Number(option('connections', 200));
const DURATION_S = Number(option('duration', 60));
const PORT = Number(option('port', 0));
const DB_PREFIX = option('db-prefix', 'load');
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'admin@family-recipes.test', password: 'Recipes!2024' };
/** A cook's share of the per-account limit of recipe writes (60 in ten minutes). */
const WRITES_PER_COOK = 55;
const WORDS = ['chicken', 'soup', 'cake', 'tomato', 'garlic', 'rice', 'chocolate', 'salad'];
const CATEGORIES = ['breakfast', 'appetizers', 'entrees', 'desserts', 'sides', 'drinks', 'other'];

if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 10) throw new Error('--connections >= 10');
if (!(DURATION_S > 0)) throw new Error('--duration must be positive');
const serverJs = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverJs)) throw new Error('Build first: pnpm build (pnpm bench:load does it)');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function createDatabase() {
  const name = `${DB_PREFIX}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function startServer(port, databaseUrl, dataDir) {
  const child = spawn(process.execPath, [...NODE_FLAGS, serverJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      IDENTITY_EMULATOR_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${stderr}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function cognito(endpoint, target, body) {
  const res = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function signIn(config, email, password) {
  const answer = await cognito(config.endpoint, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return answer.AuthenticationResult.IdToken;
}

async function createCook(config, i) {
  const email = `load-cook-${i}-${randomBytes(3).toString('hex')}@example.test`;
  const password = `Load-${randomBytes(6).toString('hex')}-1A!`;
  const created = await cognito(config.adminEndpoint, 'AdminCreateUser', {
    UserPoolId: config.userPoolId,
    Username: email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: `Load Cook ${i}` },
    ],
  });
  const username = created.User?.Username ?? email;
  await cognito(config.adminEndpoint, 'AdminSetUserPassword', {
    UserPoolId: config.userPoolId,
    Username: username,
    Password: password,
    Permanent: true,
  });
  await cognito(config.adminEndpoint, 'AdminAddUserToGroup', {
    UserPoolId: config.userPoolId,
    Username: username,
    GroupName: 'user',
  });
  return { email, token: await signIn(config, email, password) };
}

// ---- traffic -------------------------------------------------------------------------------

const stats = new Map();
const problems = [];
const submissions = [];

function record(kind, ms, status, error) {
  const s = stats.get(kind) ?? { times: [], statuses: new Map(), errors: 0 };
  s.times.push(ms);
  if (error) s.errors += 1;
  else s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  stats.set(kind, s);
  if (error) problems.push(`${kind}: ${error}`);
  else if (status >= 500) problems.push(`${kind}: ${status}`);
}

async function call(kind, url, init = {}) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    record(kind, performance.now() - started, res.status);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, body };
  } catch (err) {
    record(kind, performance.now() - started, 0, err.cause?.code ?? err.name ?? String(err));
    return { status: 0, body: undefined };
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function recipeForm(title, category, photo) {
  const form = new FormData();
  const fields = {
    title,
    description: 'Made under load.',
    category,
    instructions: JSON.stringify(['Mix everything.', 'Cook until done.']),
    tags: JSON.stringify(['load']),
    ingredients: JSON.stringify([{ quantity: 2, units: 'cups', ingredient: 'flour' }]),
    reviews: '[]',
    tips: '[]',
    more: JSON.stringify({
      prep_time: 10,
      cook_time: 20,
      total_time: 30,
      serving: '4 plates',
      difficulty: 'Easy',
      source: 'Load test',
    }),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('thumbnail_image', new Blob([photo.bytes]), photo.name);
  return form;
}

async function visitor(url, until) {
  let ids = [];
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      const page = await call(
        'list',
        `${url}/api/all-recipes?limit=20&page=${1 + Math.floor(Math.random() * 3)}`,
      );
      if (Array.isArray(page.body) && page.body.length > 0) ids = page.body.map((r) => r._id);
    } else if (roll < 0.45) {
      await call('featured', `${url}/api/featured-recipes`);
    } else if (roll < 0.55) {
      await call('category', `${url}/api/categories/${pick(CATEGORIES)}`);
    } else if (roll < 0.75) {
      await call('search', `${url}/api/recipes?q=${pick(WORDS)}`);
    } else if (ids.length > 0) {
      await call('detail', `${url}/api/recipes/${pick(ids)}`);
    } else {
      await call('list', `${url}/api/all-recipes`);
    }
  }
}

async function cook(url, account, photos, until, n) {
  const auth = { Authorization: `Bearer ${account.token}` };
  const mine = [];
  let writes = 0;
  while (performance.now() < until) {
    if (writes >= WRITES_PER_COOK) {
      await call('my-recipes', `${url}/api/my-recipes`, { headers: auth });
      continue;
    }
    writes += 1;
    if (mine.length === 0 || Math.random() < 0.6) {
      const title = `Load ${n}-${writes}`;
      const category = pick(['Entrees', 'Breakfast', 'Desserts', 'Sides', 'Other']);
      const res = await call('submit', `${url}/api/submit-recipe`, {
        method: 'POST',
        headers: auth,
        body: recipeForm(title, category, pick(photos)),
      });
      submissions.push({ title, email: account.email, status: res.status, id: res.body?._id });
      if (res.status === 201) mine.push({ id: res.body._id, category });
    } else {
      const { id, category } = pick(mine);
      const withPhoto = Math.random() < 0.3;
      await call(withPhoto ? 'edit+photo' : 'edit', `${url}/api/update-recipe/${id}`, {
        method: 'PUT',
        headers: auth,
        body: recipeForm(
          `Load ${n}-${writes} edited`,
          category,
          withPhoto ? pick(photos) : undefined,
        ),
      });
    }
  }
}

async function admin(url, token, until) {
  const auth = { Authorization: `Bearer ${token}` };
  while (performance.now() < until) {
    const pending = await call('pending', `${url}/api/admin/pending-recipes?limit=20`, {
      headers: auth,
    });
    const first = Array.isArray(pending.body) ? pending.body[0] : undefined;
    if (first) {
      await call('approve', `${url}/api/admin/recipes/${first._id}/status/101`, {
        method: 'PUT',
        headers: auth,
      });
    } else {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---- the check -------------------------------------------------------------------------------

async function verify(databaseUrl, dataDir, cookEmails) {
  const failures = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows;
  let allImages;
  try {
    rows = (
      await client.query(
        'select id, title, thumbnail_image, user_email from recipes where user_email = any($1)',
        [cookEmails],
      )
    ).rows;
    allImages = (await client.query('select thumbnail_image from recipes')).rows.map(
      (r) => r.thumbnail_image,
    );
  } finally {
    await client.end();
  }
  const acknowledged = new Set(submissions.filter((s) => s.status === 201).map((s) => s.id));
  const stored = new Set(rows.map((r) => r.id));
  for (const id of acknowledged)
    if (!stored.has(id)) failures.push(`acknowledged ${id} is missing`);
  for (const id of stored) {
    if (!acknowledged.has(id)) failures.push(`recipe ${id} was stored without a 201`);
  }
  const uploads = path.join(dataDir, 'uploads');
  const expected = new Set();
  for (const image of allImages) {
    for (const width of [320, 640, 1280]) {
      const file = image.replace(/^\/uploads\//, '').replace(/-1280\.webp$/, `-${width}.webp`);
      expected.add(file);
      if (!existsSync(path.join(uploads, file))) failures.push(`missing photo file ${file}`);
    }
  }
  const files = readdirSync(path.join(uploads, 'recipes')).map((f) => `recipes/${f}`);
  const orphans = files.filter((f) => !expected.has(f));
  if (orphans.length > 0) failures.push(`${orphans.length} photo files belong to no recipe`);
  return { failures, stored: stored.size, files: files.length, orphans: orphans.length };
}

// ---- main ----------------------------------------------------------------------------------

const database = await createDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-load-'));
let server;
let exitCode = 1;
try {
  const port = PORT || (await freePort());
  const startedAt = performance.now();
  server = await startServer(port, database.url, dataDir);
  console.log(
    `Server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${server.url} ` +
      `(PostgreSQL database ${database.name}, 40 demo recipes)`,
  );
  const config = (await (await fetch(`${server.url}/api/config`)).json()).cognito;
  // Administrator actions go to the emulator's admin address, which only the server is told of;
  // the embedded emulator writes it into its state folder.
  config.adminEndpoint = JSON.parse(
    readFileSync(path.join(dataDir, 'identity', 'endpoints.json'), 'utf8'),
  ).adminUrl;
  const adminCount = Math.max(1, Math.round(CONNECTIONS * 0.02));
  const cookCount = Math.max(1, Math.round(CONNECTIONS * 0.2));
  const visitorCount = CONNECTIONS - adminCount - cookCount;
  const adminToken = await signIn(config, ADMIN.email, ADMIN.password);
  const cooks = [];
  for (let i = 0; i < cookCount; i += 1) cooks.push(await createCook(config, i));
  const photoDir = path.join(root, 'apps/api/demo/photos');
  const photos = readdirSync(photoDir)
    .slice(0, 8)
    .map((name) => ({ name, bytes: readFileSync(path.join(photoDir, name)) }));

  console.log(
    `${CONNECTIONS} connections for ${DURATION_S} s: ${visitorCount} visitors, ${cookCount} cooks, ${adminCount} admin`,
  );
  const began = performance.now();
  const until = began + DURATION_S * 1000;
  await Promise.all([
    ...Array.from({ length: visitorCount }, () => visitor(server.url, until)),
    ...cooks.map((account, i) => cook(server.url, account, photos, until, i)),
    ...Array.from({ length: adminCount }, () => admin(server.url, adminToken, until)),
  ]);
  const seconds = (performance.now() - began) / 1000;

  let total = 0;
  const lines = [];
  for (const [kind, s] of [...stats.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.times].sort((a, b) => a - b);
    total += sorted.length;
    const statuses = [...s.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');
    lines.push(
      `  ${kind.padEnd(11)} ${String(sorted.length).padStart(7)} calls  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(6)} ms  ${statuses}${s.errors ? `, connection errors: ${s.errors}` : ''}`,
    );
  }
  console.log(
    `${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} requests/s`,
  );
  console.log(lines.join('\n'));

  const result = await verify(
    database.url,
    dataDir,
    cooks.map((c) => c.email),
  );
  const acknowledged = submissions.filter((s) => s.status === 201).length;
  console.log(
    `Submissions: ${submissions.length} sent, ${acknowledged} answered 201, ${result.stored} in the database; ` +
      `${result.files} photo files, ${result.orphans} without a recipe`,
  );
  const fiveXx = problems.filter((p) => /: 5\d\d$/.test(p)).length;
  const connectionErrors = problems.length - fiveXx;
  console.log(`5xx: ${fiveXx}, connection errors: ${connectionErrors}`);
  for (const line of [...new Set(problems)].slice(0, 10)) console.log(`  ${line}`);
  for (const line of result.failures.slice(0, 10)) console.log(`  ${line}`);
  const ok = problems.length === 0 && result.failures.length === 0 && acknowledged > 0;
  console.log(ok ? 'OK: nothing lost' : 'FAILED');
  exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
