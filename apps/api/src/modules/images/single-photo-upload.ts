import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { boundedUpload, UPLOAD_MESSAGES, uploadSlots } from './upload.js';

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
  const read = multer({ storage: multer.memoryStorage(), limits: LIMITS }).single(field);
  const mapError = (err: unknown): AppError => {
    if (err instanceof AppError) return err;
    if (!(err instanceof multer.MulterError)) return new AppError(400, UPLOAD_MESSAGES.unreadable);
    const code: string = err.code;
    switch (code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(413, UPLOAD_MESSAGES.fileTooLarge);
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return missing();
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new AppError(400, UPLOAD_MESSAGES.tooManyFields);
      default:
        return new AppError(400, UPLOAD_MESSAGES.unreadable);
    }
  };
  const bounded = boundedUpload({
    maxBytes: MAX_BYTES,
    slot: uploadSlots(MAX_CONCURRENT),
    messages: {
      lengthRequired: UPLOAD_MESSAGES.lengthRequired,
      tooLarge: UPLOAD_MESSAGES.fileTooLarge,
    },
    read,
    mapError,
  });
  return (req, res, next) => {
    if (!req.is('multipart')) {
      next();
      return;
    }
    bounded(req, res, next);
  };
}

/** The photo's bytes, or undefined when the form carried none. */
export function uploadedPhotoOf(req: Request): Buffer | undefined {
  return req.file?.buffer;
}
