// The load test's traffic: visitors browse and search, cooks submit recipes with photos and edit
// them, an admin approves. Every call is timed and counted by kind.

/** A cook's share of the per-account limit of recipe writes (60 in ten minutes). */
const WRITES_PER_COOK = 55;
const WORDS = ['chicken', 'soup', 'cake', 'tomato', 'garlic', 'rice', 'chocolate', 'salad'];
const CATEGORIES = ['breakfast', 'appetizers', 'entrees', 'desserts', 'sides', 'drinks', 'other'];

/**
 * @typedef {{ times: number[], statuses: Map<number, number>, errors: number }} KindStats
 * @typedef {{ title: string, email: string, status: number, id: string | undefined }} Submission
 * @typedef {{ name: string, bytes: Buffer }} Photo
 * @typedef {{ email: string, token: string }} Account
 * @typedef {{ status: number, body: any }} Answer
 */

/** Times and answers per kind of call. @type {Map<string, KindStats>} */
export const stats = new Map();
/** Each 5xx and connection error, as `kind: status` or `kind: error`. @type {string[]} */
export const problems = [];
/** Every recipe submitted, and what it was answered. @type {Submission[]} */
export const submissions = [];

/**
 * @param {string} kind
 * @param {number} ms
 * @param {number} status
 * @param {string} [error]
 */
function record(kind, ms, status, error) {
  /** @type {KindStats} */
  const s = stats.get(kind) ?? { times: [], statuses: new Map(), errors: 0 };
  s.times.push(ms);
  if (error) s.errors += 1;
  else s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  stats.set(kind, s);
  if (error) problems.push(`${kind}: ${error}`);
  else if (status >= 500) problems.push(`${kind}: ${status}`);
}

/**
 * @param {string} kind
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<Answer>}
 */
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
    const error = /** @type {Error & { cause?: { code?: string } }} */ (err);
    record(kind, performance.now() - started, 0, error.cause?.code ?? error.name ?? String(err));
    return { status: 0, body: undefined };
  }
}

/**
 * One element of `list`, at random.
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

/**
 * @param {string} title
 * @param {string} category
 * @param {Photo} [photo]
 */
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

/**
 * Browses lists, categories, searches and recipes until `until`.
 * @param {string} url
 * @param {number} until
 */
export async function visitor(url, until) {
  /** @type {string[]} */
  let ids = [];
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.3) {
      const page = await call(
        'list',
        `${url}/api/all-recipes?limit=20&page=${1 + Math.floor(Math.random() * 3)}`,
      );
      if (Array.isArray(page.body) && page.body.length > 0) {
        ids = page.body.map((/** @type {{ _id: string }} */ r) => r._id);
      }
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

/**
 * Submits recipes and edits its own until `until`, within the per-account write limit.
 * @param {string} url
 * @param {Account} account
 * @param {Photo[]} photos
 * @param {number} until
 * @param {number} n
 */
export async function cook(url, account, photos, until, n) {
  const auth = { Authorization: `Bearer ${account.token}` };
  /** @type {{ id: string, category: string }[]} */
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

/**
 * Approves the first pending recipe, again and again, until `until`.
 * @param {string} url
 * @param {string} token
 * @param {number} until
 */
export async function admin(url, token, until) {
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

/**
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
