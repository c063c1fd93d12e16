import { execSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { PLAIN_RECIPE_TEXT } from '../../e2e/support/recipes';
import { answerText, callJson, identityAction, inbox, signUpAndConfirm } from './stack-accounts';

/**
 * `docker compose --profile scale up`: two app replicas on one PostgreSQL behind the nginx proxy
 * (decision 030). Run by .ci/compose/run.sh on a stack started from empty volumes; each replica's
 * own port is published (3000 and 3001) so a test can pick the replica that answers.
 */

const REPLICAS = ['http://127.0.0.1:3000', 'http://127.0.0.1:3001'] as const;
const [ONE, TWO] = REPLICAS;
const PROXY = process.env.COMPOSE_PROXY_URL ?? 'http://127.0.0.1:8080';
const IDENTITY = 'http://127.0.0.1:9229';
const COMPOSE = process.env.COMPOSE_COMMAND ?? 'docker compose';
const PASSWORD = 'Kitchen-42!';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A real 48x36 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVR4nO2WQQ0AQAzCJgxNyK2ek8E9mkwAIdBxNF/dzRWgoOhQzRC2LHP8IBijQzVD2LLMIYQDLTpUM4QtixyKYKyvA59rnB/dTzP+HGgPcOAgl4fc3LUAAAAASUVORK5CYII=',
  'base64',
);

interface Cook {
  email: string;
  token: string;
}

const identity = (action: string, body: unknown) => identityAction(IDENTITY, action, body);

/** Signs a new cook up with the identity service (code from the inbox) and registers them. */
async function newCook(name: string): Promise<Cook> {
  const email = `${name.toLowerCase()}-${stamp}@family-recipes.test`;
  const config = (await (await fetch(`${ONE}/api/config`)).json()) as {
    cognito: { clientId: string };
  };
  const ClientId = config.cognito.clientId;
  await signUpAndConfirm(IDENTITY, ClientId, { name, email }, PASSWORD);
  const signIn = async () =>
    (
      (await identity('InitiateAuth', {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      })) as { AuthenticationResult: { IdToken: string } }
    ).AuthenticationResult.IdToken;
  const cook = { email, token: await signIn() };
  await json(call(cook, ONE, 'POST', '/api/assign-role', { username: email, group: 'user' }));
  await json(call(cook, TWO, 'POST', '/api/insert-user', { name, email }), 201);
  // Registered, the account is in the cooks' group: a new token carries it.
  cook.token = await signIn();
  return cook;
}

function call(cook: Cook | undefined, base: string, method: string, path: string, body?: unknown) {
  return callJson(`${base}${path}`, method, cook?.token, body);
}

/** The JSON of a successful answer (2xx; `status` when one is named). */
async function json<T>(res: Response | Promise<Response>, status?: number): Promise<T> {
  return JSON.parse(await answerText(res, status)) as T;
}

interface ListAnswer {
  _id: string;
  name: string;
  items: { _id: string; ingredient: string; checked: boolean }[];
}

/** A new list of Anna's, started through `base`, with one line typed in as `text`. */
async function listWithOneLine(base: string, name: string, text: string) {
  const list = await json<ListAnswer>(
    call(anna, base, 'POST', '/api/shopping-lists', { name }),
    201,
  );
  const filled = await json<ListAnswer>(
    call(anna, base, 'POST', `/api/shopping-lists/${list._id}/items`, { text }),
  );
  return { list, item: filled.items[0]! };
}

function compose(args: string): string {
  return execSync(`${COMPOSE} ${args}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function ready(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial' });

let anna: Cook;
let ben: Cook;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  anna = await newCook('Anna');
  ben = await newCook('Ben');
});

test('two replicas started together on empty volumes: one identity pool, one migration, the demo recipes once', async () => {
  const configs = await Promise.all(REPLICAS.map((base) => json(fetch(`${base}/api/config`))));
  expect(configs[1]).toEqual(configs[0]);
  const totals = new Set<string | null>();
  for (const base of [...REPLICAS, PROXY]) {
    const res = await fetch(`${base}/api/all-recipes?limit=100`);
    const recipes = (await res.json()) as { title: string }[];
    totals.add(res.headers.get('x-total-count'));
    // Seeded twice, every demo recipe would be there twice.
    expect(recipes.length, base).toBeGreaterThan(0);
    expect(new Set(recipes.map((r) => r.title)).size, base).toBe(recipes.length);
  }
  expect(totals.size).toBe(1);
});

test('a write through one replica is read through the other at once', async () => {
  // The other replica has this cook's recipes cached before the write.
  const before = await call(anna, TWO, 'GET', '/api/my-recipes');
  expect(before.status).toBe(200);
  const countBefore = Number(before.headers.get('x-total-count'));

  const form = new FormData();
  const fields = { ...PLAIN_RECIPE_TEXT, title: `Replica Pie ${stamp}` };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('thumbnail_image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pie.png');
  const submitted = await fetch(`${ONE}/api/submit-recipe`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${anna.token}` },
    body: form,
  });
  expect(submitted.status, await submitted.clone().text()).toBeLessThan(300);

  const after = await call(anna, TWO, 'GET', '/api/my-recipes');
  const mine = (await after.json()) as { title: string }[];
  expect(Number(after.headers.get('x-total-count'))).toBe(countBefore + 1);
  expect(mine.map((r) => r.title)).toContain(fields.title);

  const list = await json<ListAnswer>(
    call(anna, ONE, 'POST', '/api/shopping-lists', { name: `Market ${stamp}` }),
    201,
  );
  const lists = await json<{ _id: string }[]>(call(anna, TWO, 'GET', '/api/shopping-lists'));
  expect(lists.map((l) => l._id)).toContain(list._id);
});

test('a rate limit counts the requests of both replicas together', async () => {
  // Invitations to a household are counted per cook: 20 an hour, whichever replica is asked.
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const res = await call(ben, REPLICAS[i % 2]!, 'POST', '/api/household/invitations', {
      email: `nobody-${i}-${stamp}@family-recipes.test`,
    });
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 429)).toEqual([]);
  for (const base of REPLICAS) {
    const refused = await call(ben, base, 'POST', '/api/household/invitations', {
      email: `one-more-${stamp}@family-recipes.test`,
    });
    expect(refused.status, base).toBe(429);
  }
});

test('each contact message is mailed exactly once though both replicas drain the outbox', async () => {
  test.setTimeout(120_000);
  const subjects = Array.from({ length: 4 }, (_, i) => `Replica note ${stamp} ${i}`);
  await Promise.all(
    subjects.map(async (subject, i) => {
      const res = await call(undefined, REPLICAS[i % 2]!, 'POST', '/api/send-email', {
        name: 'Aunt May',
        email: 'may@family-recipes.test',
        subject,
        body: 'Which replica sends this?',
      });
      expect(res.status, await res.text()).toBeLessThan(300);
    }),
  );
  const count = async () => {
    const messages = await inbox();
    return subjects.map((s) => messages.filter((m) => m.Subject.endsWith(s)).length);
  };
  await expect.poll(count, { timeout: 60_000 }).toEqual([1, 1, 1, 1]);
  // A message is claimed (its attempts counted) before it is sent, and a sent one is never claimed
  // again: once every row is sent after one attempt, no second copy is on its way.
  const rows = () =>
    compose(
      `exec -T db psql -U family_recipes -d family_recipes -At -v ON_ERROR_STOP=1 -c "select status || ' ' || attempts from contact_messages where subject like 'Replica note ${stamp} %' order by subject"`,
    )
      .split('\n')
      .filter((line) => line.trim() !== '');
  await expect
    .poll(rows, { timeout: 30_000, intervals: [250] })
    .toEqual(subjects.map(() => 'sent 1'));
  expect(await count()).toEqual([1, 1, 1, 1]);
});

test('a live list event reaches a client of the other replica within a second', async () => {
  const { list, item } = await listWithOneLine(ONE, `Live ${stamp}`, '2 lemons');

  const stop = new AbortController();
  const stream = await fetch(`${TWO}/api/shopping-lists/${list._id}/events`, {
    headers: { Authorization: `Bearer ${anna.token}` },
    signal: stop.signal,
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  // The stream is registered once its first comment (": open") has arrived; only then the write.
  let text = '';
  while (!text.includes(': open')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  expect(text).toContain(': open');
  const heard = (async () => {
    for (;;) {
      if (text.includes('event: changed')) return text;
      const { value, done } = await reader.read();
      if (done) return text;
      text += value;
    }
  })();
  const sent = Date.now();
  const patched = await call(
    anna,
    ONE,
    'PATCH',
    `/api/shopping-lists/${list._id}/items/${item._id}`,
    {
      checked: true,
    },
  );
  expect(patched.status).toBe(200);
  const answer = await Promise.race([
    heard,
    new Promise<string>((resume) => setTimeout(() => resume('(nothing within 1 s)'), 1_000)),
  ]);
  const elapsed = Date.now() - sent;
  stop.abort();
  expect(answer).toContain('event: changed');
  console.info(`live event through the other replica after ${elapsed} ms`);
});

test('a rolling restart of each replica under load through the proxy fails no request', async () => {
  test.setTimeout(240_000);
  const recipes = await json<{ _id: string }[]>(fetch(`${PROXY}/api/all-recipes?limit=24`));
  const { list, item } = await listWithOneLine(PROXY, `Load ${stamp}`, '1 kg flour');
  // Reads of visitors and of a cook, and a cook ticking a line: writes stay well within the
  // shopping calls' rate limit (600 in 10 minutes per cook), which counts across both replicas.
  const requests: (() => Promise<Response>)[] = [
    () => fetch(`${PROXY}/`),
    () => fetch(`${PROXY}/api/all-recipes?limit=12`),
    () => fetch(`${PROXY}/api/all-recipes?limit=12&q=chicken`),
    () => fetch(`${PROXY}/recipes/${recipes[Math.floor(Math.random() * recipes.length)]!._id}`),
    () => call(anna, PROXY, 'GET', `/api/shopping-lists/${list._id}`),
    () =>
      call(anna, PROXY, 'PATCH', `/api/shopping-lists/${list._id}/items/${item._id}`, {
        checked: Math.random() < 0.5,
      }),
  ];
  let running = true;
  let answered = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (running) {
      const pick = Math.floor(Math.random() * requests.length);
      try {
        const res = await requests[pick]!();
        const body = await res.text();
        // What answered and why: the proxy's own 502 page, or a replica's JSON message.
        if (res.status >= 300)
          failures.push(`request ${pick}: ${res.status} ${body.slice(0, 160)}`);
        else answered += 1;
      } catch (err) {
        failures.push(`request ${pick}: ${(err as Error).message}`);
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  /** Resolves once `more` further requests have been answered. */
  const answeredMore = async (more: number) => {
    const target = answered + more;
    await expect
      .poll(() => answered, { timeout: 60_000, intervals: [100] })
      .toBeGreaterThanOrEqual(target);
  };
  const restarted: string[] = [];
  for (const [service, base] of [
    ['app', ONE],
    ['app-2', TWO],
  ] as const) {
    // The second replica is restarted as soon as the first answers again, as a rolling update
    // that waits for health does: each proxy worker may then still count the first as failed.
    if (service === 'app') await answeredMore(30);
    const t = Date.now();
    compose(`restart ${service}`);
    await expect.poll(() => ready(base), { timeout: 120_000, intervals: [500] }).toBe(true);
    restarted.push(`${service} back in ${Date.now() - t} ms`);
  }
  // The load goes on through both restarted replicas before it stops.
  await answeredMore(30);
  running = false;
  await Promise.all(workers);
  console.info(
    `rolling restart: ${answered} requests answered, ${failures.length} failed; ${restarted.join(', ')}`,
  );
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(100);
});
