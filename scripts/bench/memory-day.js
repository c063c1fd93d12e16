// What a family does to the site in the memory bench (scripts/bench/memory.js): cooks submit
// recipes with the demo photos, then a day's mix of visitors reading pages, lists, searches and
// photos, cooks editing, favouriting, planning meals and ticking shopping lists, and an admin
// approving. Every answer is counted by kind; a 5xx or a failed connection is a problem.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const WORDS = ['chicken', 'soup', 'cake', 'tomato', 'garlic', 'rice', 'chocolate', 'pasta'];
const CATEGORIES = ['breakfast', 'appetizers', 'entrees', 'desserts', 'sides', 'drinks', 'other'];
const SUBMIT_CATEGORIES = ['Entrees', 'Breakfast', 'Desserts', 'Sides', 'Appetizers', 'Other'];
const INGREDIENTS = ['flour', 'butter', 'onion', 'garlic', 'tomato', 'rice', 'milk', 'lemon'];

/**
 * @typedef {{ statuses: Record<string, number> }} Counts
 * @typedef {{ email: string, token: string }} Account
 * @typedef {{ name: string, bytes: Buffer }} Photo
 */

/** Answers by kind and status; each 5xx or connection error. */
export function tally() {
  /** @type {Map<string, Map<number, number>>} */
  const byKind = new Map();
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {string} kind
   * @param {string} url
   * @param {RequestInit} [init]
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function call(kind, url, init = {}) {
    let status = 0;
    let body;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      status = res.status;
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('json')) body = await res.json();
      else await res.arrayBuffer();
    } catch (err) {
      problems.push(`${kind}: ${/** @type {Error} */ (err).message}`);
    }
    const counts = byKind.get(kind) ?? new Map();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    byKind.set(kind, counts);
    if (status >= 500) problems.push(`${kind}: ${status}`);
    return { status, body };
  }
  const summary = () =>
    [...byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, counts]) => {
        const parts = [...counts.entries()].map(([s, n]) => `${s}×${n}`).join(' ');
        return `${kind} ${parts}`;
      })
      .join(', ');
  return { call, problems, summary };
}

/** The demo photos (apps/api/demo/photos): phone-sized and smaller, WebP as the demo ships them. */
export function demoPhotos() {
  const dir = path.join(root, 'apps/api/demo/photos');
  return readdirSync(dir)
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(dir, name)) }));
}

/**
 * @param {number} n
 * @param {Photo | undefined} photo
 * @param {string} [category] an edit keeps the recipe's own
 */
function recipeForm(n, photo, category) {
  const word = (/** @type {readonly string[]} */ list, /** @type {number} */ i) =>
    list[i % list.length] ?? '';
  const form = new FormData();
  const ingredients = Array.from({ length: 3 + (n % 6) }, (_, i) => ({
    quantity: 1 + ((n + i) % 4),
    units: i % 2 ? 'cups' : 'tbsp',
    ingredient: `${word(INGREDIENTS, n + i)}${i > 4 ? ` ${n}` : ''}`,
  }));
  const fields = {
    title: `Family dish ${n}: ${word(WORDS, n)} with ${word(INGREDIENTS, n)}`,
    description: `Recipe ${n}, as Grandma made it. ${'Stir well and taste as you go. '.repeat(1 + (n % 5))}`,
    category: category ?? SUBMIT_CATEGORIES[n % SUBMIT_CATEGORIES.length] ?? 'Other',
    instructions: JSON.stringify(
      Array.from({ length: 2 + (n % 5) }, (_, i) => `Step ${i + 1} of dish ${n}.`),
    ),
    tags: JSON.stringify([WORDS[n % WORDS.length], 'family']),
    ingredients: JSON.stringify(ingredients),
    reviews: '[]',
    tips: JSON.stringify(n % 3 ? [] : ['Better the next day.']),
    more: JSON.stringify({
      prep_time: 5 + (n % 30),
      cook_time: 10 + (n % 50),
      total_time: 15 + (n % 80),
      serving: `${2 + (n % 6)} plates`,
      difficulty: 'Easy',
      source: 'Family',
    }),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (photo) form.append('thumbnail_image', new Blob([photo.bytes]), photo.name);
  return form;
}

/**
 * `count` recipes, each with a demo photo (cycled), shared out among the cooks, `parallel` at a
 * time. Resolves with the ids of those answered 201.
 * @param {{ url: string, cooks: Account[], photos: Photo[], count: number, parallel: number,
 *   call: ReturnType<typeof tally>['call'] }} o
 */
export async function submitRecipes({ url, cooks, photos, count, parallel, call }) {
  /** @type {{ id: string, cook: Account }[]} */
  const made = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const cook = /** @type {Account} */ (cooks[n % cooks.length]);
      const res = await call('submit+photo', `${url}/api/submit-recipe`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${cook.token}` },
        body: recipeForm(n, photos[n % photos.length]),
      });
      if (res.status === 201) made.push({ id: res.body._id, cook });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return made;
}

/** Approves every pending recipe, a page at a time. */
export async function approveAll(
  /** @type {string} */ url,
  /** @type {string} */ token,
  /** @type {ReturnType<typeof tally>['call']} */ call,
) {
  const auth = { Authorization: `Bearer ${token}` };
  for (;;) {
    const pending = await call('pending', `${url}/api/admin/pending-recipes?limit=50`, {
      headers: auth,
    });
    const page = Array.isArray(pending.body) ? pending.body : [];
    if (page.length === 0) return;
    for (const r of page) {
      await call('approve', `${url}/api/admin/recipes/${r._id}/status/101`, {
        method: 'PUT',
        headers: auth,
      });
    }
  }
}

/** The ids of every approved recipe, as visitors page through them. */
export async function approvedIds(
  /** @type {string} */ url,
  /** @type {ReturnType<typeof tally>['call']} */ call,
) {
  /** @type {string[]} */
  const ids = [];
  for (let page = 1; ; page += 1) {
    const res = await call('list', `${url}/api/all-recipes?limit=100&page=${page}`);
    const rows = Array.isArray(res.body) ? res.body : [];
    ids.push(...rows.map((/** @type {{ _id: string }} */ r) => r._id));
    if (rows.length < 100) return ids;
  }
}

/** The photo addresses of a recipe as the pages ask for them (each stored width). */
function photoUrls(/** @type {any} */ recipe) {
  const src = typeof recipe?.thumbnail_image === 'string' ? recipe.thumbnail_image : '';
  if (!src.startsWith('/')) return [];
  return [src, ...['320', '640'].map((w) => src.replace(/-\d+\.webp$/, `-${w}.webp`))];
}

/**
 * A day's mix: `visits` visitor reads and `visits / 10` cook writes, `parallel` at a time.
 * @param {{ url: string, cooks: Account[], ids: string[], photos: Photo[], visits: number,
 *   parallel: number, call: ReturnType<typeof tally>['call'] }} o
 */
export async function day({ url, cooks, ids, photos, visits, parallel, call }) {
  const pick = (/** @type {readonly any[]} */ list) =>
    list[Math.floor(Math.random() * list.length)];
  /** @param {Account} cook */
  const auth = (cook) => ({ Authorization: `Bearer ${cook.token}` });
  const lists = new Map(
    await Promise.all(
      cooks.map(async (cook) => {
        const res = await call('list-create', `${url}/api/shopping-lists`, {
          method: 'POST',
          headers: { ...auth(cook), 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Week of ${cook.email.slice(0, 12)}` }),
        });
        return /** @type {[string, string | undefined]} */ ([cook.email, res.body?._id]);
      }),
    ),
  );
  const visitor = async () => {
    const roll = Math.random();
    if (roll < 0.1) await call('home', `${url}/`);
    else if (roll < 0.25) {
      const page = 1 + Math.floor(Math.random() * Math.ceil(ids.length / 20));
      await call('list', `${url}/api/all-recipes?limit=20&page=${page}`);
    } else if (roll < 0.32) await call('featured', `${url}/api/featured-recipes`);
    else if (roll < 0.4) await call('category', `${url}/api/categories/${pick(CATEGORIES)}`);
    else if (roll < 0.55) await call('search', `${url}/api/recipes?q=${pick(WORDS)}`);
    else if (roll < 0.65) await call('page', `${url}/recipes/${pick(ids)}`);
    else {
      const detail = await call('detail', `${url}/api/recipes/${pick(ids)}`);
      for (const src of photoUrls(detail.body)) await call('photo', `${url}${src}`);
    }
  };
  let day = 0;
  const cookWrite = async () => {
    const cook = pick(cooks);
    const id = pick(ids);
    const listId = lists.get(cook.email);
    const roll = Math.random();
    const json = { ...auth(cook), 'Content-Type': 'application/json' };
    if (roll < 0.2) {
      await call('favourite', `${url}/api/recipes/${id}/favourite`, {
        method: 'PUT',
        headers: auth(cook),
      });
    } else if (roll < 0.3) {
      await call('favourites', `${url}/api/my-favourites`, { headers: auth(cook) });
    } else if (roll < 0.45) {
      const date = new Date(Date.now() + (day++ % 30) * 86_400_000).toISOString().slice(0, 10);
      await call('plan-day', `${url}/api/meal-plan/${date}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ dinner: [id], lunch: [{ note: 'Leftovers' }] }),
      });
    } else if (roll < 0.6 && listId) {
      await call('list-add', `${url}/api/shopping-lists/${listId}/recipes`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ recipeId: id }),
      });
    } else if (roll < 0.8 && listId) {
      const list = await call('list-read', `${url}/api/shopping-lists/${listId}`, {
        headers: auth(cook),
      });
      const item = pick(list.body?.items ?? []);
      if (item) {
        await call('list-tick', `${url}/api/shopping-lists/${listId}/items/${item._id}`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ checked: !item.checked }),
        });
      }
    } else {
      const mine = await call('my-recipes', `${url}/api/my-recipes`, { headers: auth(cook) });
      const own = pick(Array.isArray(mine.body) ? mine.body : []);
      if (own) {
        const photo = Math.random() < 0.3 ? pick(photos) : undefined;
        await call(photo ? 'edit+photo' : 'edit', `${url}/api/update-recipe/${own._id}`, {
          method: 'PUT',
          headers: auth(cook),
          body: recipeForm(Math.floor(Math.random() * 1000), photo, own.category),
        });
      }
    }
  };
  let done = 0;
  const worker = async () => {
    while (done < visits) {
      done += 1;
      if (done % 10 === 0) await cookWrite();
      else await visitor();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
