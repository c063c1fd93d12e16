import {
  downloadBackup,
  listBackups,
  restoreListedBackup,
  startBackup,
} from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { BackupsService } from './backups.service.js';

/** GET and POST /api/admin/backups, a backup's file and its restore; administrators only. */
export function backupsRouter(service: BackupsService): ApiRouter {
  const router = apiRouter();

  router.mount(listBackups, {}, async () => ok(await service.list()));

  router.mount(startBackup, {}, async () => ({
    status: 202 as const,
    body: await service.start(),
  }));

  router.mount(downloadBackup, {}, async ({ params }) => {
    const { record, file } = await service.file(params.id);
    return {
      status: 200 as const,
      body: file,
      headers: {
        'Content-Disposition': `attachment; filename="${record.file_name}"`,
        'Cache-Control': 'no-store',
        'Content-Length': String(record.size),
        'X-Checksum-Sha256': record.checksum ?? '',
        'Content-Type': 'application/json; charset=utf-8',
      },
    };
  });

  router.mount(restoreListedBackup, {}, async ({ params }) => ok(await service.restore(params.id)));

  return router;
}
