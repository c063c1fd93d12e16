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

function attachment(res: Response, name: string) {
  res.set('Content-Disposition', `attachment; filename="${name}"`);
  res.set('Cache-Control', 'no-store');
}

/** GET /api/export/my-recipes, GET /api/admin/backup, POST /api/admin/restore (decision 017). */
export function exportRouter(service: ExportService, publicUrl: string | undefined): Router {
  const router = Router();
  const originOf = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host') ?? ''}`;
  const today = () => new Date().toISOString().slice(0, 10);

  router.get('/export/my-recipes', requireCook, async (req, res) => {
    const parsed = exportQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => issue.message);
      throw new AppError(400, errors[0] ?? 'Invalid query', errors);
    }
    const cook = principalOf(req);
    if (parsed.data.format === 'markdown') {
      const zip = await service.myRecipesMarkdownZip(cook);
      attachment(res, `my-recipes-${today()}.zip`);
      res.type('application/zip').send(Buffer.from(zip));
      return;
    }
    const recipes = await service.myRecipesJson(cook, originOf(req));
    attachment(res, `my-recipes-${today()}.json`);
    res.json(recipes);
  });

  router.get('/admin/backup', requireAdmin, async (req, res) => {
    const backup = await service.backup(originOf(req));
    attachment(res, `family-recipes-backup-${today()}.json`);
    res.json(backup);
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
