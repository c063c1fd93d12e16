import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { exportQuerySchema } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { requireAdmin } from '../auth/auth.middleware.js';
import { canSubmit, type Principal } from '../auth/principal.js';
import type { ExportService } from './export.service.js';

/** A backup holds every photo in base64; this is far above a family's site. */
export const RESTORE_MAX_BYTES = 512 * 1024 * 1024;

const restoreUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: RESTORE_MAX_BYTES, files: 1, fields: 0 },
}).single('file');

function requireCook(req: Request, _res: Response, next: NextFunction) {
  if (!req.principal) throw new AppError(401, req.authProblem ?? 'Authentication required');
  if (!canSubmit(req.principal))
    throw new AppError(403, 'Only registered cooks can export recipes.');
  next();
}

function principalOf(req: Request): Principal {
  if (!req.principal) throw new AppError(401, 'Authentication required');
  return req.principal;
}

/**
 * Sends a download made of `chunks` as it is produced. The headers go once the first chunk is
 * there, so a failure before it (the database, say) is still an ordinary error answer; a failure
 * after it ends the connection, and the client sees an incomplete download, never a whole-looking
 * file.
 */
async function download(
  res: Response,
  file: { name: string; type: string },
  chunks: AsyncGenerator<string | Uint8Array>,
) {
  const first = await chunks.next();
  res.set('Content-Disposition', `attachment; filename="${file.name}"`);
  res.set('Cache-Control', 'no-store');
  res.type(file.type);
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  await pipeline(Readable.from(all()), res);
}

/** GET /api/export/my-recipes, GET /api/admin/backup, POST /api/admin/restore (decision 017). */
/** `siteUrl`: the site's absolute URL without a trailing slash, the base of the photo links. */
export function exportRouter(service: ExportService, siteUrl: string): Router {
  const router = Router();
  const today = () => new Date().toISOString().slice(0, 10);

  router.get('/export/my-recipes', requireCook, async (req, res) => {
    const parsed = exportQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => issue.message);
      throw new AppError(400, errors[0] ?? 'Invalid query', errors);
    }
    const cook = principalOf(req);
    if (parsed.data.format === 'markdown') {
      await download(
        res,
        { name: `my-recipes-${today()}.zip`, type: 'application/zip' },
        service.myRecipesMarkdownZip(cook),
      );
      return;
    }
    await download(
      res,
      { name: `my-recipes-${today()}.json`, type: 'application/json; charset=utf-8' },
      service.myRecipesJson(cook, siteUrl),
    );
  });

  router.get('/admin/backup', requireAdmin, async (_req, res) => {
    await download(
      res,
      { name: `family-recipes-backup-${today()}.json`, type: 'application/json; charset=utf-8' },
      service.backup(siteUrl),
    );
  });

  router.post(
    '/admin/restore',
    requireAdmin,
    (req, res, next) => {
      restoreUpload(req, res, (err?: unknown) => {
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
          next(new AppError(413, 'The backup file is too large.'));
        } else if (err) {
          next(new AppError(400, 'Send the backup as the multipart field "file".'));
        } else next();
      });
    },
    async (req, res) => {
      if (!req.file) throw new AppError(400, 'Send the backup as the multipart field "file".');
      res.json(await service.restore(req.file.buffer));
    },
  );

  return router;
}
