import type { RequestHandler } from 'express';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { principalOf } from '../identity/index.js';
import { singlePhotoUpload } from '../images/single-photo-upload.js';
import { photoUploadsRateLimit } from '../rate-limit/photo-uploads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** The multipart field that carries a book's cover photo. */
const COVER_FIELD = 'cover';

const readCover: RequestHandler = singlePhotoUpload(COVER_FIELD, () => {
  const message = COOKBOOK_MESSAGES.coverRequired;
  return new AppError(400, message, [{ field: COVER_FIELD, message }]);
});

/**
 * Counts the cover against the account's photo uploads, then reads the form into req.file, within
 * the recipe form's bounds for one photo. The count first: a refused call reads no photo.
 */
export function coverUpload(limiter: RateLimiter): RequestHandler[] {
  return [photoUploadsRateLimit(limiter, (req) => principalOf(req).sub), readCover];
}
