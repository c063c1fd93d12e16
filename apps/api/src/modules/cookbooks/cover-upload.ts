import type { RequestHandler } from 'express';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { singlePhotoUpload } from '../images/single-photo-upload.js';

/** The multipart field that carries a book's cover photo. */
const COVER_FIELD = 'cover';

const readCover: RequestHandler = singlePhotoUpload(COVER_FIELD, () => {
  const message = COOKBOOK_MESSAGES.coverRequired;
  return new AppError(400, message, [{ field: COVER_FIELD, message }]);
});

/**
 * Reads the form into req.file, within the recipe form's bounds for one photo; the cover is
 * counted against the account's photo uploads before (RATE_LIMITS.photoUploads).
 */
export function coverUpload(): RequestHandler[] {
  return [readCover];
}
