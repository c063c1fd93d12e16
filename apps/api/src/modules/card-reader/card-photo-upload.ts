import type { Request, Response } from 'express';
import multer from 'multer';
import { CARD_READER_LIMITS, CARD_READER_MESSAGES, IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { photoFormError, photoFormUpload, UPLOAD_MESSAGES } from '../images/upload.js';

/*
 * The photos of a card, in the form's field "photos": one or two, each within the recipe form's
 * byte limit, read in memory and judged by their bytes (card-photos.ts), never by the type or
 * name the browser gives.
 */

const FIELD = 'photos';
const LIMITS = {
  fileSize: IMAGE_LIMITS.maxBytes,
  files: CARD_READER_LIMITS.maxPhotos,
  fields: 5,
  fieldSize: 1024,
} as const;
const MAX_BYTES = LIMITS.files * LIMITS.fileSize + LIMITS.fields * LIMITS.fieldSize + 64 * 1024;
/** Forms read into memory at once; the others wait with their bytes in the connection. */
const MAX_CONCURRENT = 2;

const photosRequired = () => invalidField(FIELD, CARD_READER_MESSAGES.photosRequired);

const upload = photoFormUpload({
  maxBytes: MAX_BYTES,
  concurrent: MAX_CONCURRENT,
  read: multer({ storage: multer.memoryStorage(), limits: LIMITS }).array(
    FIELD,
    CARD_READER_LIMITS.maxPhotos,
  ),
  mapError: photoFormError({
    unexpectedFile: photosRequired,
    fieldTooLong: () => new AppError(400, UPLOAD_MESSAGES.tooManyFields),
  }),
});

/**
 * Reads the form and gives its photos, front first: 411 without a length, 413 past the limits,
 * 400 without a photo or with too many. Called once the read is reserved, so that a refused read
 * never reads a body.
 */
export function readCardPhotos(req: Request, res: Response): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    // A client that goes away while its form waits for a slot is never read.
    const gone = () => reject(new AppError(400, UPLOAD_MESSAGES.unreadable));
    res.once('close', gone);
    upload(req, res, (err?: unknown) => {
      res.off('close', gone);
      if (err) {
        reject(err instanceof Error ? err : new AppError(400, UPLOAD_MESSAGES.unreadable));
        return;
      }
      const files = Array.isArray(req.files) ? req.files : [];
      if (files.length === 0) reject(photosRequired());
      else resolve(files.map((file) => file.buffer));
    });
  });
}
