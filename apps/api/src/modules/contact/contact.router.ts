import type { RequestHandler } from 'express';
import multer from 'multer';
import { RATE_LIMITS, sendContactMessage, validateContactInput } from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../http/logger.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ContactService } from './contact.service.js';

const CONTACT_MESSAGES = {
  received: 'Message received',
  tooMany: RATE_LIMITS.contact.message,
  noFiles: 'Files cannot be attached to a contact message.',
  tooLarge: 'The message is too large.',
  tooManyFields: 'The form has too many fields.',
  badForm: 'The form data could not be read.',
} as const;

/**
 * The form has four fields. A field may hold several times the longest text the validator accepts
 * (5,000 characters of up to 4 bytes each), so over-long text is answered with the validator's
 * message; only far larger values are cut off here, before they are buffered.
 */
const upload = multer({
  limits: { fields: 8, parts: 8, fieldNameSize: 100, fieldSize: 64 * 1024 },
}).none();

function formError(err: unknown): AppError {
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_FILE_SIZE':
        return new AppError(400, CONTACT_MESSAGES.noFiles);
      case 'LIMIT_FIELD_VALUE':
        return new AppError(413, CONTACT_MESSAGES.tooLarge);
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new AppError(400, CONTACT_MESSAGES.tooManyFields);
      default:
        return new AppError(400, CONTACT_MESSAGES.badForm);
    }
  }
  // Anything else from the multipart parser is a malformed body (truncated, bad boundary ...).
  return new AppError(400, CONTACT_MESSAGES.badForm);
}

/** multer's errors carry no HTTP status; turn them into answers the caller can act on. */
const parseForm: RequestHandler = (req, res, next) => {
  upload(req, res, (err: unknown) => {
    next(err ? formError(err) : undefined);
  });
};

export interface ContactRouterDeps {
  service: ContactService;
  limiter: RateLimiter;
  logger?: Logger | undefined;
}

/**
 * POST /send-email: multipart/form-data as the web form sends it, or JSON (parsed by the app).
 * Counted per client address (RATE_LIMITS.contact) before the form is read, so a flood costs one
 * small query per request.
 */
export function contactRouter(deps: ContactRouterDeps): ApiRouter {
  const router = apiRouter(deps.limiter);
  router.mount(
    sendContactMessage,
    {
      before: [parseForm],
      // Every problem in the form's order, as the form shows them.
      validateBody: validateContactInput,
    },
    async ({ body }) => {
      const stored = await deps.service.submit(body);
      deps.logger?.info({ contactMessageId: stored.id }, 'contact message stored');
      return ok({ message: CONTACT_MESSAGES.received });
    },
  );
  return router;
}
