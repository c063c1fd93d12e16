import {
  getCardRead,
  getCardReaderOffer,
  getCardReaderSettings,
  startCardRead,
  updateCardReaderSettings,
} from '@family-recipes/shared';
import { httpOf, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { readCardPhotos } from './card-photo-upload.js';
import type { CardReaderService } from './card-reader.service.js';

/**
 * The reader's settings (administrators) and a cook's reads. A read is counted against the
 * account's sends (RATE_LIMITS.cardReads, declared) before anything, then against the month's
 * budget and the cook's limit before its photos are read.
 */
export function cardReaderRouter(service: CardReaderService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(getCardReaderSettings, {}, async () => ok(await service.settings()));

  router.mount(updateCardReaderSettings, {}, async ({ body }) =>
    ok(await service.saveSettings(body)),
  );

  router.mount(getCardReaderOffer, {}, async ({ caller }) =>
    ok(await service.offer(caller.principal.sub)),
  );

  router.mount(startCardRead, {}, async ({ caller }) => {
    const { req, res } = httpOf(caller);
    const read = await service.start(
      caller.principal.sub,
      () => readCardPhotos(req, res),
      (seconds) => res.setHeader('Retry-After', String(seconds)),
    );
    return { status: 202 as const, body: read };
  });

  router.mount(getCardRead, {}, async ({ params, caller }) =>
    ok(await service.read(params.id, caller.principal.sub)),
  );

  return router;
}
