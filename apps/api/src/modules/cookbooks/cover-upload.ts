import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { COOKBOOK_MESSAGES, IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { boundedUpload, UPLOAD_MESSAGES, uploadSlots } from '../images/upload.js';

/** The multipart field that carries a book's cover photo. */
const COVER_FIELD = 'cover';

/**
 * The recipe form's bounds for one photo: the same byte limit and messages, read in memory and
 * checked by its bytes (storeRecipeImage), never by the type or name the browser gives.
 */
const LIMITS = { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 } as const;
const MAX_BYTES = LIMITS.fileSize + LIMITS.fields * LIMITS.fieldSize + 64 * 1024;
/** Covers read into memory at once; the others wait their turn (uploadSlots). */
const MAX_CONCURRENT = 2;

const read = multer({ storage: multer.memoryStorage(), limits: LIMITS }).single(COVER_FIELD);

function coverError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (!(err instanceof multer.MulterError)) return new AppError(400, UPLOAD_MESSAGES.unreadable);
  const code: string = err.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, UPLOAD_MESSAGES.fileTooLarge);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT': {
      const message = COOKBOOK_MESSAGES.coverRequired;
      return new AppError(400, message, [{ field: COVER_FIELD, message }]);
    }
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new AppError(400, UPLOAD_MESSAGES.tooManyFields);
    default:
      return new AppError(400, UPLOAD_MESSAGES.unreadable);
  }
}

const bounded = boundedUpload({
  maxBytes: MAX_BYTES,
  slot: uploadSlots(MAX_CONCURRENT),
  messages: {
    lengthRequired: UPLOAD_MESSAGES.lengthRequired,
    tooLarge: UPLOAD_MESSAGES.fileTooLarge,
  },
  read,
  mapError: coverError,
});

/**
 * Reads the cover form into req.file. A request that is not multipart passes untouched and is
 * answered that the photo is missing.
 */
export const coverUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart')) {
    next();
    return;
  }
  bounded(req, res, next);
};

/** The cover's bytes, or undefined when the form carried none. */
export function coverOf(req: Request): Buffer | undefined {
  return req.file?.buffer;
}
