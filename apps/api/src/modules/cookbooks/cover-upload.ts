import type { RequestHandler } from 'express';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { singlePhotoUpload } from '../images/single-photo-upload.js';

/**
 * Reads a one-photo form into req.file, within the recipe form's bounds for one photo: `field`
 * carries it, and a form without it gets 400 with `message`. Counted against the account's photo
 * uploads before (RATE_LIMITS.photoUploads, declared on the endpoint).
 */
function photoUpload(field: string, message: string): RequestHandler[] {
  return [singlePhotoUpload(field, () => new AppError(400, message, [{ field, message }]))];
}

/** A book's cover photo, in the field `cover`. */
export const coverUpload = (): RequestHandler[] =>
  photoUpload('cover', COOKBOOK_MESSAGES.coverRequired);

/** A family page's photo, in the field `photo`. */
export const pagePhotoUpload = (): RequestHandler[] =>
  photoUpload('photo', COOKBOOK_MESSAGES.photoRequired);
