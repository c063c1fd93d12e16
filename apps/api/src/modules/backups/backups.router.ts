import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  downloadBackup,
  listBackups,
  restoreListedBackup,
  startBackup,
} from '@family-recipes/shared';
import { mount } from '../identity/index.js';
import type { BackupsService } from './backups.service.js';

/** GET and POST /api/admin/backups, a backup's file and its restore; administrators only. */
export function backupsRouter(service: BackupsService): Router {
  const router = Router();

  mount(router, listBackups, {}, () => service.list());

  mount(router, startBackup, {}, () => service.start());

  mount(router, downloadBackup, {}, async ({ params }, _req, res) => {
    const { record, file } = await service.file(params.id);
    res.set('Content-Disposition', `attachment; filename="${record.file_name}"`);
    res.set('Cache-Control', 'no-store');
    res.set('Content-Length', String(record.size));
    res.set('X-Checksum-Sha256', record.checksum ?? '');
    res.type('application/json; charset=utf-8');
    await pipeline(file, res);
  });

  mount(router, restoreListedBackup, {}, ({ params }) => service.restore(params.id));

  return router;
}
