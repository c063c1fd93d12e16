import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { photoFormError, photoFormUpload, UPLOAD_MESSAGES } from './upload.js';

/**
 * The recipe form's bounds for one photo: the same byte limit and messages, read in memory and
 * checked by its bytes (storeRecipeImage), never by the type or name the browser gives.
 */
const LIMITS = { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 } as const;
const MAX_BYTES = LIMITS.fileSize + LIMITS.fields * LIMITS.fieldSize + 64 * 1024;
/** Photos of one form read into memory at once; the others wait their turn (uploadSlots). */
const MAX_CONCURRENT = 2;

/**
 * Reads a form of one photo in `field` into req.file (a "we made this" photo, a cookbook's cover).
 * A request that is not multipart passes untouched, to be answered that the photo is missing;
 * a file in another field, or a second one, is answered with `missing()`.
 */
export function singlePhotoUpload(field: string, missing: () => AppError): RequestHandler {
  return photoFormUpload({
    maxBytes: MAX_BYTES,
    concurrent: MAX_CONCURRENT,
    read: multer({ storage: multer.memoryStorage(), limits: LIMITS }).single(field),
    mapError: photoFormError({
      unexpectedFile: missing,
      fieldTooLong: () => new AppError(400, UPLOAD_MESSAGES.tooManyFields),
    }),
  });
}

/** The photo's bytes, or undefined when the form carried none. */
export function uploadedPhotoOf(req: Request): Buffer | undefined {
  return req.file?.buffer;
}
