import type { RequestHandler } from 'express';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { singlePhotoUpload } from '../images/single-photo-upload.js';

/** The multipart field that carries a family page's photo. */
const PHOTO_FIELD = 'photo';

const readPhoto: RequestHandler = singlePhotoUpload(PHOTO_FIELD, () => {
  const message = COOKBOOK_MESSAGES.photoRequired;
  return new AppError(400, message, [{ field: PHOTO_FIELD, message }]);
});

/**
 * Reads the form into req.file, within the recipe form's bounds for one photo (as the cover's:
 * cover-upload.ts); counted against the account's photo uploads (RATE_LIMITS.photoUploads).
 */
export function pagePhotoUpload(): RequestHandler[] {
  return [readPhoto];
}
