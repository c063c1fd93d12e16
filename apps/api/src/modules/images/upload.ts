import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import pLimit from 'p-limit';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';

/** The multipart field that carries a recipe's picture (docs/architecture.md, API conventions). */
const RECIPE_IMAGE_FIELD = 'thumbnail_image';
/** The optional scan or photo of the handwritten recipe card (decision 019). */
const RECIPE_CARD_FIELD = 'card_image';

export const RECIPE_FORM_LIMITS = {
  fileSize: IMAGE_LIMITS.maxBytes,
  files: 2,
  fields: 30,
  fieldSize: 200 * 1024,
} as const;

/**
 * The largest form the limits allow: the image, every field at its limit, and room for the part
 * headers. A declared Content-Length above it is refused before a byte is read.
 */
export const RECIPE_FORM_MAX_BYTES =
  RECIPE_FORM_LIMITS.files * RECIPE_FORM_LIMITS.fileSize +
  RECIPE_FORM_LIMITS.fields * RECIPE_FORM_LIMITS.fieldSize +
  64 * 1024;

/**
 * Forms read into memory at once. Each holds up to 15 MB until it is checked, so without a bound
 * twenty uploads at once would add 300 MB; the others wait their turn (uploadSlots).
 */
const MAX_CONCURRENT_FORMS = 3;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const UPLOAD_MESSAGES = {
  fileTooLarge: `The image is too large. The limit is ${megabytes(IMAGE_LIMITS.maxBytes)} MB.`,
  oneImage: `Send one image in the ${RECIPE_IMAGE_FIELD} field, and at most one in ${RECIPE_CARD_FIELD}.`,
  fieldTooLong: (field: string | undefined) =>
    `The field ${field ? `"${field}" ` : ''}is too long. The limit is ${RECIPE_FORM_LIMITS.fieldSize / 1024} KB.`,
  tooManyFields: `The form has too many fields. The limit is ${RECIPE_FORM_LIMITS.fields}.`,
  badFieldName: 'The form has a field with a missing, too long or invalid name.',
  unreadable: 'The upload could not be read. Please try again.',
  lengthRequired: 'Send the form with its size (a Content-Length header).',
} as const;

const upload = multer({
  // In memory: the buffer goes straight to sharp and is at most IMAGE_LIMITS.maxBytes, and no
  // temporary file can be left behind by an aborted request.
  storage: multer.memoryStorage(),
  limits: RECIPE_FORM_LIMITS,
}).fields([
  { name: RECIPE_IMAGE_FIELD, maxCount: 1 },
  { name: RECIPE_CARD_FIELD, maxCount: 1 },
]);

/** The pictures recipeImageUpload read: the photo and the card, each a Buffer when sent. */
export function recipeImages(req: Request): { thumbnail?: Buffer; card?: Buffer } {
  const files = req.files;
  if (!files || Array.isArray(files)) return {};
  const thumbnail = files[RECIPE_IMAGE_FIELD]?.[0]?.buffer;
  const card = files[RECIPE_CARD_FIELD]?.[0]?.buffer;
  return { ...(thumbnail ? { thumbnail } : {}), ...(card ? { card } : {}) };
}

/** Where the photo forms' answers to multer's errors differ. */
interface PhotoFormErrors {
  /** A file in a field the form does not have, or one file too many. */
  unexpectedFile: () => AppError;
  /** A text field over its size. */
  fieldTooLong: (field: string | undefined) => AppError;
  /** A field with a missing, too long or invalid name; unset, the upload is unreadable. */
  badFieldName?: () => AppError;
}

/**
 * Maps what multer reports to the API's error body (docs/architecture.md, API conventions): a
 * file over IMAGE_LIMITS.maxBytes is 413, too many fields or parts 400, the rest as `errors` says.
 */
export function photoFormError(errors: PhotoFormErrors): (err: unknown) => AppError {
  return (err) => {
    if (err instanceof AppError) return err;
    if (!(err instanceof multer.MulterError)) {
      // Everything else multer forwards comes from reading the request: a malformed body, a bad
      // boundary, a client that went away. None of it is a server fault.
      return new AppError(400, UPLOAD_MESSAGES.unreadable);
    }
    // A string, not multer's ErrorCode union: newer multer versions add codes the types lack.
    const code: string = err.code;
    switch (code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(413, UPLOAD_MESSAGES.fileTooLarge);
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return errors.unexpectedFile();
      case 'LIMIT_FIELD_VALUE':
        return errors.fieldTooLong(err.field);
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new AppError(400, UPLOAD_MESSAGES.tooManyFields);
      case 'LIMIT_FIELD_KEY':
      case 'MISSING_FIELD_NAME':
      case 'INVALID_FIELD_NAME':
      case 'LIMIT_FIELD_NESTING':
      case 'LIMIT_FIELD_ARRAY_INDEX':
        return errors.badFieldName?.() ?? new AppError(400, UPLOAD_MESSAGES.unreadable);
      default:
        return new AppError(400, UPLOAD_MESSAGES.unreadable);
    }
  };
}

/**
 * A queue of `size` slots: a body is read only in a free slot, so at most `size` bodies of one
 * kind are in memory at once. The others wait with their bytes left in the connection (the client
 * is slowed down by TCP, the server holds nothing for them).
 */
export function uploadSlots(size: number): () => Promise<() => void> {
  const limit = pLimit(size);
  return () =>
    new Promise((resolve) => {
      // The slot is held until `release` is called, however often it is called.
      void limit(() => new Promise<void>((release) => resolve(() => release())));
    });
}

export interface BoundedUploadOptions {
  /** The largest body accepted; a declared Content-Length above it is refused unread. */
  maxBytes: number;
  slot: () => Promise<() => void>;
  /**
   * Keeps the slot until the answer is sent, not only while reading: for bodies that stay in
   * memory (and grow, parsed) while they are processed.
   */
  holdUntilAnswered?: boolean;
  messages: { lengthRequired: string; tooLarge: string };
  /** multer's handler. */
  read: (req: Request, res: Response, done: (err?: unknown) => void) => void;
  mapError: (err: unknown) => AppError;
}

/**
 * Reads a multipart body only when its declared size is within `maxBytes`, and only in a free
 * slot. Without a length (chunked) or above the limit, the answer comes before the body is read,
 * and the connection is closed so that the client stops sending: reading a body only to throw it
 * away costs memory until it is collected.
 */
export function boundedUpload(options: BoundedUploadOptions): RequestHandler {
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length === undefined || Number(length) > options.maxBytes) {
      res.set('Connection', 'close');
      next(
        length === undefined
          ? new AppError(411, options.messages.lengthRequired)
          : new AppError(413, options.messages.tooLarge),
      );
      return;
    }
    void options.slot().then((release) => {
      // A client that went away while it waited has nothing left to read. (Not req.destroyed: a
      // body that another parser already read to its end leaves the request destroyed too.)
      if (req.socket.destroyed) {
        release();
        return;
      }
      if (options.holdUntilAnswered) res.once('close', release);
      options.read(req, res, (err?: unknown) => {
        if (!options.holdUntilAnswered) release();
        if (err) next(options.mapError(err));
        else next();
      });
    });
  };
}

/**
 * A photo form's upload: a multipart body within `maxBytes`, read by `read` in one of `concurrent`
 * slots. Requests that are not multipart pass through untouched.
 */
export function photoFormUpload(options: {
  maxBytes: number;
  concurrent: number;
  read: BoundedUploadOptions['read'];
  mapError: (err: unknown) => AppError;
}): RequestHandler {
  const bounded = boundedUpload({
    maxBytes: options.maxBytes,
    slot: uploadSlots(options.concurrent),
    // Browsers always say how long a form is.
    messages: {
      lengthRequired: UPLOAD_MESSAGES.lengthRequired,
      tooLarge: UPLOAD_MESSAGES.fileTooLarge,
    },
    read: options.read,
    mapError: options.mapError,
  });
  return (req, res, next) => {
    if (!req.is('multipart')) {
      next();
      return;
    }
    bounded(req, res, next);
  };
}

/**
 * Parses a recipe form: text fields into req.body, the pictures (if any) into req.files as
 * Buffers (read them with recipeImages). The file's declared type and name are not trusted; storeRecipeImage checks the bytes.
 * Requests that are not multipart pass through untouched (req.files stays undefined).
 */
export const recipeImageUpload: RequestHandler = photoFormUpload({
  maxBytes: RECIPE_FORM_MAX_BYTES,
  concurrent: MAX_CONCURRENT_FORMS,
  read: upload,
  mapError: photoFormError({
    unexpectedFile: () => new AppError(400, UPLOAD_MESSAGES.oneImage),
    fieldTooLong: (field) => {
      const message = UPLOAD_MESSAGES.fieldTooLong(field);
      return new AppError(400, message, [{ field: field ?? '', message }]);
    },
    badFieldName: () => new AppError(400, UPLOAD_MESSAGES.badFieldName),
  }),
});
