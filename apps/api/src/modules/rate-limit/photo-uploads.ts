import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimiter } from './rate-limiter.js';

/**
 * Photos one account may send in ten minutes to the doors that take a single photo (a cookbook's
 * cover, a "we made this" photo): each one is decoded and stored three times over, so a cook
 * dressing up a few notes and a book stays far below it while a script is stopped.
 */
export const PHOTO_UPLOADS_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 20 } as const;
export const TOO_MANY_PHOTOS = 'Too many photos sent. Please try again in a few minutes.';

/**
 * The one count those doors share ('photo-uploads'), per account (`by`). Mount it before the
 * form is read: the slot is taken by one statement that adds and answers the count, so a refused
 * request reads no photo and stores nothing, however many arrive at once.
 */
export function photoUploadsRateLimit(
  limiter: RateLimiter,
  by: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    limiter,
    name: 'photo-uploads',
    ...PHOTO_UPLOADS_RATE_LIMIT,
    message: TOO_MANY_PHOTOS,
    by,
  });
}
