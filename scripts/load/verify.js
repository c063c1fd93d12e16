// After the load: every submission answered 201 is in the database with its photo files, no other
// submission is, and every stored photo file belongs to a recipe.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pg } from './setup.js';

/**
 * @param {string} databaseUrl
 * @param {string} dataDir
 * @param {string[]} cookEmails
 * @param {import('./traffic.js').Submission[]} submissions
 */
export async function verify(databaseUrl, dataDir, cookEmails, submissions) {
  /** @type {string[]} */
  const failures = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** @type {{ id: string }[]} */
  let rows;
  /** @type {string[]} */
  let allImages;
  try {
    rows = (
      await client.query(
        'select id, title, thumbnail_image, user_email from recipes where user_email = any($1)',
        [cookEmails],
      )
    ).rows;
    allImages = (await client.query('select thumbnail_image from recipes')).rows.map(
      (/** @type {{ thumbnail_image: string }} */ r) => r.thumbnail_image,
    );
  } finally {
    await client.end();
  }
  const acknowledged = new Set(submissions.filter((s) => s.status === 201).map((s) => s.id));
  const stored = new Set(rows.map((r) => r.id));
  for (const id of acknowledged)
    if (!stored.has(/** @type {string} */ (id)))
      failures.push(`acknowledged ${String(id)} is missing`);
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
