import type { RequestHandler } from 'express';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import { invalidInput } from '../../http/errors.js';

/**
 * POST /api/cookbooks/:id/pdf reads a missing body as `{}` (the screen edition). A body the JSON
 * parser did not read (text, a form) is not a missing one: it is refused as a bad edition rather
 * than taken for the screen's.
 */
export const onlyJsonBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.headers['content-length'] ?? 0);
  const sent = length > 0 || req.headers['transfer-encoding'] !== undefined;
  if (req.body === undefined && sent) {
    const message = COOKBOOK_MESSAGES.badEdition;
    next(invalidInput([{ field: '', message }], message));
    return;
  }
  next();
};
