import { existsSync } from 'node:fs';
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.js';
import { createLogger } from './http/logger.js';
import { RecipesRepository } from './modules/recipes/recipes.repository.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { startRuntime } from './runtime.js';

/** Every entry under `dir` (links not followed) whose mode lets the group or others in. */
async function openToOthers(dir: string): Promise<{ entries: number; open: string[] }> {
  const entries = await readdir(dir, { recursive: true });
  const open: string[] = [];
  for (const entry of ['', ...entries]) {
    const stats = await lstat(path.join(dir, entry));
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0) open.push(entry);
  }
  return { entries: entries.length, open };
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('runtime on the embedded defaults', () => {
  it('when started twice on one DATA_DIR, then demo content is loaded once and kept across restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-runtime-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, IDENTITY_EMULATOR_PORT: '0' });
    const logger = createLogger('silent');

    const first = await startRuntime(config, logger);
    let firstPoolId: string;
    try {
      firstPoolId = first.identity.userPoolId;
      const repo = new RecipesRepository(first.database.db);
      expect(await repo.count()).toBe(40);
      const approved = await repo.listApproved({ sortBy: 'title', order: 1, limit: 100, page: 1 });
      expect(approved.total).toBeGreaterThanOrEqual(30);
      const featured = await repo.listFeatured({ sortBy: 'title', order: 1, limit: 100, page: 1 });
      expect(featured.total).toBeGreaterThan(0);

      // Its photo is 1600 px wide, so the largest rendition is full width.
      const sample = approved.items.find((r) => r.title === 'Schnitzel')!;
      expect(sample.thumbnailImage).toMatch(/^\/uploads\/recipes\/[\w-]+-1280\.webp$/);
      const file = path.join(dataDir, 'uploads', sample.thumbnailImage.replace('/uploads/', ''));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1280);
      expect(meta.exif).toBeUndefined();
      for (const width of [320, 640]) {
        expect(existsSync(file.replace('-1280.webp', `-${width}.webp`))).toBe(true);
      }
      // The database, the identity emulator's store and the uploads: none open to other accounts.
      const open = await openToOthers(dataDir);
      expect(open.entries).toBeGreaterThan(100);
      expect(open.open).toEqual([]);
    } finally {
      await first.stop();
    }

    const second = await startRuntime(config, logger);
    try {
      expect(second.identity.userPoolId).toBe(firstPoolId);
      const admin = await new UsersRepository(second.database.db).findByEmail(
        'admin@family-recipes.test',
      );
      expect(admin).toMatchObject({ name: 'Site Admin', groups: ['user', 'admin'] });
      expect(await new RecipesRepository(second.database.db).count()).toBe(40);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('when demo content is switched off, then an empty database stays empty', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-runtime-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      IDENTITY_EMULATOR_PORT: '0',
      SEED_DEMO: 'false',
    });
    const runtime = await startRuntime(config, createLogger('silent'));
    try {
      expect(await new RecipesRepository(runtime.database.db).count()).toBe(0);
    } finally {
      await runtime.stop();
    }
  });
});
