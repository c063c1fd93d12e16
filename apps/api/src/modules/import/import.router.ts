import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../http/errors.js';
import { requireSubmitter } from '../auth/auth.middleware.js';
import type { Principal } from '../auth/principal.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ImportService } from './import.service.js';

/** Each page import makes the server fetch up to two outside resources and decode a photo. */
export const URL_IMPORT_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 30 } as const;
/** A file can hold hundreds of recipes; a few files in ten minutes is plenty for a person. */
export const FILE_IMPORT_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 10 } as const;
export const TOO_MANY_IMPORTS = 'Too many imports. Please try again in a few minutes.';

/** A JSON export with every photo inline (base64) for a family's collection. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'file';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
}).single(IMPORT_FILE_FIELD);

const fileUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (!err) {
      next();
      return;
    }
    const code = err instanceof multer.MulterError ? String(err.code) : '';
    if (code === 'LIMIT_FILE_SIZE') {
      next(
        new AppError(
          413,
          `The file is too large. The limit is ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
        ),
      );
    } else if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
      next(new AppError(400, `Send one file in the "${IMPORT_FILE_FIELD}" field.`));
    } else {
      next(new AppError(400, 'The upload could not be read. Please try again.'));
    }
  });
};

function principalOf(req: Request): Principal {
  if (!req.principal) throw new AppError(401, 'Authentication required');
  return req.principal;
}

export function importRouter(service: ImportService, limiter: RateLimiter): Router {
  const router = Router();
  const limit = (name: string, window: { windowMs: number; max: number }) =>
    rateLimit({
      limiter,
      name,
      ...window,
      message: TOO_MANY_IMPORTS,
      by: (req) => principalOf(req).sub,
    });

  router.post(
    '/import/url',
    requireSubmitter,
    limit('import-url', URL_IMPORT_RATE_LIMIT),
    async (req, res) => {
      res.json(await service.draftFromUrl(req.body));
    },
  );

  router.post(
    '/import/file',
    requireSubmitter,
    limit('import-file', FILE_IMPORT_RATE_LIMIT),
    fileUpload,
    async (req, res) => {
      res.json(await service.importFile(req.file?.buffer, principalOf(req)));
    },
  );

  return router;
}
