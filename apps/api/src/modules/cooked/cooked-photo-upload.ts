import type { RequestHandler } from 'express';
import { KITCHEN_MESSAGES } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { singlePhotoUpload } from '../images/single-photo-upload.js';

/** The multipart field that carries the photo of a "we made this" entry. */
const COOKED_PHOTO_FIELD = 'photo';

/** 400: the form carried no photo in the photo field. */
export function photoMissing(): AppError {
  const message = KITCHEN_MESSAGES.photoRequired;
  return new AppError(400, message, [{ field: COOKED_PHOTO_FIELD, message }]);
}

/** Reads the photo form into req.file, within the recipe form's bounds for one photo. */
export const cookedPhotoUpload: RequestHandler = singlePhotoUpload(
  COOKED_PHOTO_FIELD,
  photoMissing,
);
