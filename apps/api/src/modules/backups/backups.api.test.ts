import { createHash } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, type BackupList, type BackupRecord } from '@family-recipes/shared';
import { buildOpenApiDocument } from '../openapi/document.js';
import { responseProblems } from '../openapi/response-validator.js';
import { wholeBody } from '../../test/test-app.js';
import { TEST_SITE_ORIGIN } from '../../test/test-identity.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import { siteBackups } from '../export/index.js';
import type { BackupSource } from './backup-runner.js';
import { BACKUP_MESSAGES } from './backups.messages.js';
import { createBackupsModule, type BackupsModule } from './index.js';
import { faultyFolder, tempFolder } from './test-backups.js';
import { useTestApp } from '../../test/use-test-app.js';

const document = buildOpenApiDocument();
let admin: TestUser;
let cook: TestUser;
let folder: Awaited<ReturnType<typeof tempFolder>>;
let backups: BackupsModule;
let app: Express;

/** Lets the test hold a backup after its first chunk until it calls `release`. */
function gate() {
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { open, release };
}
let held = gate();

function answers(expressPath: string, method: string, res: request.Response) {
  return responseProblems(document, { method, expressPath, status: res.status, body: res.body });
}

const list = async () =>
  (await request(app).get('/api/admin/backups').set(bearer(admin)).expect(200)).body as BackupList;

const t = useTestApp();

beforeAll(async () => {
  folder = await tempFolder();
  [admin, cook] = await Promise.all([
    createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin Ada' }),
    createTestUser(t.identity.settings, { groups: ['user'], name: 'Cook Carla' }),
  ]);
  await insertRecipe(t, { title: 'Apple Pie' });
  await insertRecipe(t, { title: 'Bean Soup', status: 100 });
  const exporter = siteBackups({ db: t.db.database.db, storage: t.storage });
  const source: BackupSource = {
    async *backup(origin) {
      let first = true;
      for await (const chunk of exporter.backup(origin)) {
        yield chunk;
        if (first) await held.open;
        first = false;
      }
    },
  };
  backups = createBackupsModule({
    db: t.db.database.db,
    storage: t.storage,
    settings: { ...t.config.backups, store: { kind: 'folder', dir: folder.dir } },
    publicUrl: TEST_SITE_ORIGIN,
    source,
  });
  app = t.build({ backups });
});

afterAll(async () => {
  held.release();
  await backups.stop();
  await folder.dispose();
});

describe('who may use the backups', () => {
  const calls = (id: string) => [
    request(app).get('/api/admin/backups'),
    request(app).post('/api/admin/backups'),
    request(app).get(`/api/admin/backups/${id}/file`),
    request(app).post(`/api/admin/backups/${id}/restore`),
  ];
  const id = '00000000-0000-4000-8000-000000000000';

  it('when nobody is signed in, then every call answers 401', async () => {
    for (const call of calls(id)) await call.expect(401);
  });

  it('when a cook calls them, then every call answers 403 and no backup starts', async () => {
    for (const call of calls(id)) await call.set(bearer(cook)).expect(403);
    expect((await list()).items).toEqual([]);
  });
});

describe('GET and POST /api/admin/backups', () => {
  it('when nothing was backed up yet, then the list is empty, the schedule is daily with 7 daily and 4 weekly kept, and the notice says overdue', async () => {
    const res = await request(app).get('/api/admin/backups').set(bearer(admin)).expect(200);

    expect(answers('/admin/backups', 'GET', res)).toEqual([]);
    expect(res.body).toMatchObject({
      items: [],
      schedule: {
        enabled: true,
        period_hours: 24,
        keep_daily: 7,
        keep_weekly: 4,
        storage: 'folder',
      },
      notice: { reason: 'overdue', error: null, completed_on: null },
    });
  });

  it('when an admin backs up now, then it answers 202 with the running record, a second call answers 409, and the backup completes with its counts', async () => {
    held = gate();
    const res = await request(app).post('/api/admin/backups').set(bearer(admin)).expect(202);
    const record = res.body as BackupRecord;
    expect(answers('/admin/backups', 'POST', res)).toEqual([]);
    expect(record).toMatchObject({ kind: 'manual', status: 'running', checksum: null });

    const again = await request(app).post('/api/admin/backups').set(bearer(admin)).expect(409);
    expect(again.body.message).toBe(BACKUP_MESSAGES.alreadyRunning);
    expect((await list()).items.map((i) => i.status)).toEqual(['running']);

    held.release();
    await backups.runner.idle();
    const listed = await request(app).get('/api/admin/backups').set(bearer(admin)).expect(200);
    expect(answers('/admin/backups', 'GET', listed)).toEqual([]);
    const [done] = (listed.body as BackupList).items;
    expect(done).toMatchObject({
      id: record.id,
      status: 'complete',
      recipes: 2,
      users: expect.any(Number) as number,
      error: null,
    });
    expect(done?.size).toBeGreaterThan(0);
    expect(await folder.files()).toEqual([done?.file_name]);
  });
});

describe('GET /api/admin/backups/:id/file', () => {
  it('when a complete backup is downloaded, then the bytes are the file’s, and their SHA-256 is the header’s and the record’s', async () => {
    const [done] = (await list()).items;
    const res = await request(app)
      .get(`/api/admin/backups/${done?.id}/file`)
      .set(bearer(admin))
      .buffer(true)
      .parse(wholeBody)
      .expect(200);
    const bytes = res.body as Buffer;

    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(res.headers['x-checksum-sha256']).toBe(sha256);
    expect(done?.checksum).toBe(sha256);
    expect(await folder.sha256(done?.file_name ?? '')).toBe(sha256);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${done?.file_name}"`);
    expect(backupSchema.parse(JSON.parse(bytes.toString('utf8'))).recipes).toHaveLength(2);
  });

  it('when the id is unknown or not an id, then it answers 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await request(app)
        .get(`/api/admin/backups/${id}/file`)
        .set(bearer(admin))
        .expect(404);
      expect(res.body.message).toBe(BACKUP_MESSAGES.notFound);
      await request(app).post(`/api/admin/backups/${id}/restore`).set(bearer(admin)).expect(404);
    }
  });

  it('when the backup failed, then its file and its restore answer 409 and the list shows why, with the notice naming the failure', async () => {
    const failing = createBackupsModule({
      db: t.db.database.db,
      storage: t.storage,
      settings: { ...t.config.backups, store: { kind: 'folder', dir: folder.dir } },
      publicUrl: TEST_SITE_ORIGIN,
      store: faultyFolder(folder.dir, { failAfter: 1 }),
    });
    const failed = await failing.runner.run('scheduled');
    expect(failed?.status).toBe('failed');

    const body = await list();
    expect(body.items[0]).toMatchObject({
      id: failed?.id,
      kind: 'scheduled',
      status: 'failed',
      checksum: null,
      error: BACKUP_MESSAGES.storage('the disk is full (no space left on device).'),
    });
    expect(body.notice).toEqual({
      reason: 'failed',
      message: `The last scheduled backup failed: ${failed?.error}`,
      error: failed?.error,
      completed_on: null,
    });
    for (const call of [
      request(app).get(`/api/admin/backups/${failed?.id}/file`),
      request(app).post(`/api/admin/backups/${failed?.id}/restore`),
    ]) {
      const res = await call.set(bearer(admin)).expect(409);
      expect(res.body.message).toBe(BACKUP_MESSAGES.notComplete);
    }
  });
});

describe('POST /api/admin/backups/:id/restore', () => {
  it('when the site already has recipes, then the restore answers 409 and changes nothing', async () => {
    const done = (await list()).items.find((i) => i.status === 'complete');
    const res = await request(app)
      .post(`/api/admin/backups/${done?.id}/restore`)
      .set(bearer(admin))
      .expect(409);
    expect(res.body.message).toMatch(/empty site/);
    expect(answers('/admin/backups/:id/restore', 'POST', res)).toEqual([]);
  });
});
