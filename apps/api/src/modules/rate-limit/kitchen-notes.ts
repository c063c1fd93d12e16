import type { Request, RequestHandler } from 'express';
import { API_MESSAGES } from '@family-recipes/shared';
import { rateLimit, type RateLimiter } from './rate-limiter.js';

/**
 * Hearts and notes per account: a cook tapping through a cookbook stays far below it, a script
 * filling the ratings does not.
 */
export const KITCHEN_NOTES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 120 } as const;
export const TOO_MANY_KITCHEN_NOTES = API_MESSAGES.tooManyChanges;

/**
 * The one count that the writes of favourites and of "we made this" share ('kitchen-notes'):
 * every router that mounts it adds to the same counter of the account `by` names.
 */
export function kitchenNotesRateLimit(
  limiter: RateLimiter,
  by: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    limiter,
    name: 'kitchen-notes',
    ...KITCHEN_NOTES_RATE_LIMIT,
    message: TOO_MANY_KITCHEN_NOTES,
    by,
  });
}
