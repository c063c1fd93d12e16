import multer from 'multer';
import { importFile, importUrl } from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { httpOf, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import { boundedUpload, uploadSlots } from '../images/upload.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ImportService } from './import.service.js';

/**
 * A cook's own export carries each photo inline as a normalized WebP (a few hundred KB), files
 * from other managers name their photos by URL: 6 MB holds a couple of dozen recipes with photos.
 * A larger collection is split, or restored by an administrator. Each file is held three times over
 * while it is read and parsed (the parts, the whole, the text): with 10 MB files a burst raised the
 * server's memory by 21 to 101 MB, depending on when the garbage was collected, and with 20 MB by
 * 110 MB (import-bursts.process.ts).
 */
export const IMPORT_FILE_MAX_BYTES = 6 * 1024 * 1024;
const IMPORT_FILE_FIELD = 'file';
/**
 * File imports handled at once, from reading to the answer: the file stays in memory while it is
 * parsed and its photos fetched, and parsing roughly triples it. The others wait with their bytes
 * left in the connection.
 */
const MAX_CONCURRENT_FILE_IMPORTS = 1;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const IMPORT_UPLOAD_MESSAGES = {
  tooLarge: `The file is too large. The limit is ${megabytes(IMPORT_FILE_MAX_BYTES)} MB.`,
  lengthRequired: 'Send the file with its size (a Content-Length header).',
  oneFile: `Send one file in the "${IMPORT_FILE_FIELD}" field.`,
  unreadable: 'The upload could not be read. Please try again.',
} as const;

const upload = multer({
  // In memory, not on disk: the file is parsed as one JSON text anyway, so a temporary file would
  // only add a copy; the slot and the limit bound what is held.
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
}).single(IMPORT_FILE_FIELD);

const fileUpload = boundedUpload({
  // Room for the part headers and the few small fields next to the file.
  maxBytes: IMPORT_FILE_MAX_BYTES + 64 * 1024,
  slot: uploadSlots(MAX_CONCURRENT_FILE_IMPORTS),
  holdUntilAnswered: true,
  messages: {
    lengthRequired: IMPORT_UPLOAD_MESSAGES.lengthRequired,
    tooLarge: IMPORT_UPLOAD_MESSAGES.tooLarge,
  },
  read: upload,
  mapError: (err) => {
    const code = err instanceof multer.MulterError ? String(err.code) : '';
    if (code === 'LIMIT_FILE_SIZE') return new AppError(413, IMPORT_UPLOAD_MESSAGES.tooLarge);
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
      return invalidField('file', IMPORT_UPLOAD_MESSAGES.oneFile);
    }
    return invalidField('file', IMPORT_UPLOAD_MESSAGES.unreadable);
  },
});

/** Imports are counted per account (RATE_LIMITS.importUrl, importFile) before any work. */
export function importRouter(service: ImportService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(importUrl, {}, async ({ body }) => ok(await service.draftFromUrl(body)));

  router.mount(importFile, { before: [fileUpload] }, async ({ caller }) =>
    ok(await service.importFile(httpOf(caller).req.file?.buffer, caller.principal)),
  );

  return router;
}
