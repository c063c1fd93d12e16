import { rm } from 'node:fs/promises';
import os from 'node:os';
import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { backup, exportMyRecipes, restore } from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { httpOf, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter, canSubmit } from '../identity/index.js';
import { boundedUpload, uploadSlots } from '../images/upload.js';
import type { ExportService } from './export.service.js';

/** A backup holds every photo in base64; this is far above a family's site. */
export const RESTORE_MAX_BYTES = 512 * 1024 * 1024;

export const RESTORE_MESSAGES = {
  tooLarge: `The backup file is too large. The limit is ${RESTORE_MAX_BYTES / (1024 * 1024)} MB.`,
  lengthRequired: 'Send the backup with its size (a Content-Length header).',
  noFile: 'Send the backup as the multipart field "file".',
} as const;

/**
 * One restore at a time, from reading to the answer: it is admin-only and runs once per site, and
 * it reads its backup twice while photos are stored. The upload goes to a temporary file rather
 * than memory, because the restore reads it a recipe at a time (readBackup); the file is removed
 * once answered, and multer removes a partial one when the upload fails.
 */
const restoreUpload = boundedUpload({
  maxBytes: RESTORE_MAX_BYTES + 64 * 1024,
  slot: uploadSlots(1),
  holdUntilAnswered: true,
  messages: {
    lengthRequired: RESTORE_MESSAGES.lengthRequired,
    tooLarge: RESTORE_MESSAGES.tooLarge,
  },
  read: multer({
    storage: multer.diskStorage({ destination: os.tmpdir() }),
    limits: { fileSize: RESTORE_MAX_BYTES, files: 1, fields: 0 },
  }).single('file'),
  mapError: (err) =>
    err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE'
      ? new AppError(413, RESTORE_MESSAGES.tooLarge)
      : invalidField('file', RESTORE_MESSAGES.noFile),
});

function requireCook(req: Request, _res: Response, next: NextFunction) {
  if (!req.principal) throw new AppError(401, req.authProblem ?? 'Authentication required');
  if (!canSubmit(req.principal))
    throw new AppError(403, 'Only registered cooks can export recipes.');
  next();
}

/**
 * A download made of `chunks`, sent as it is produced. The headers go once the first chunk is
 * there, so a failure before it (the database, say) is still an ordinary error answer; a failure
 * after it ends the connection, and the client sees an incomplete download, never a whole-looking
 * file.
 */
async function download(
  file: { name: string; type: string },
  chunks: AsyncGenerator<string | Uint8Array>,
) {
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return {
    status: 200 as const,
    body: Readable.from(all()),
    headers: {
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'no-store',
      'Content-Type': file.type,
    },
  };
}

/** GET /api/export/my-recipes, GET /api/admin/backup, POST /api/admin/restore (decision 017). */
/** `siteUrl`: the site's absolute URL without a trailing slash, the base of the photo links. */
export function exportRouter(service: ExportService, siteUrl: string): ApiRouter {
  const router = apiRouter();
  const today = () => new Date().toISOString().slice(0, 10);

  // Its own access check: the cook's 403 names exporting.
  router.mount(exportMyRecipes, { guard: requireCook }, async ({ query, caller }) => {
    const cook = caller.principal;
    if (query.format === 'markdown') {
      return download(
        { name: `my-recipes-${today()}.zip`, type: 'application/zip' },
        service.myRecipesMarkdownZip(cook),
      );
    }
    return download(
      { name: `my-recipes-${today()}.json`, type: 'application/json; charset=utf-8' },
      service.myRecipesJson(cook, siteUrl),
    );
  });

  router.mount(backup, {}, () =>
    download(
      { name: `family-recipes-backup-${today()}.json`, type: 'application/json; charset=utf-8' },
      service.backup(siteUrl),
    ),
  );

  router.mount(restore, { before: [restoreUpload] }, async ({ caller }) => {
    const { req } = httpOf(caller);
    if (!req.file) throw invalidField('file', RESTORE_MESSAGES.noFile);
    const file = req.file.path;
    // Removed before the answer, so that the file is gone whenever the client sees a result.
    try {
      return ok(await service.restore(file));
    } finally {
      await rm(file, { force: true });
    }
  });

  return router;
}
