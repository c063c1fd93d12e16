import { fileURLToPath } from 'node:url';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import {
  authenticate,
  createIdentityModule,
  hasSessionCookie,
  refreshRateLimit,
  runtimeConfigRouter,
  type IdentitySettings,
  type TokenVerifier,
} from './modules/identity/index.js';
import { devMailRouter, type Mailbox } from './modules/mail/index.js';
import type { createContactModule } from './modules/contact/index.js';
import { digestRouter } from './modules/notices/digest.router.js';
import { NoticeRepository, type NoticesModule } from './modules/notices/index.js';
import { healthRouter } from './modules/health/health.router.js';
import { createFavouritesModule } from './modules/favourites/index.js';
import { createCookedModule } from './modules/cooked/index.js';
import { createShoppingModule, type ShoppingModuleDeps } from './modules/shopping/index.js';
import { createMealPlanModule } from './modules/meal-plan/index.js';
import { createImportModule } from './modules/import/index.js';
import { ExportRepository } from './modules/export/export.repository.js';
import { exportRouter } from './modules/export/export.router.js';
import { ExportService } from './modules/export/export.service.js';
import { RecipesRepository } from './modules/recipes/recipes.repository.js';
import { recipesRouter } from './modules/recipes/recipes.router.js';
import { RecipesService } from './modules/recipes/recipes.service.js';
import { RateLimitRepository } from './modules/rate-limit/rate-limit.repository.js';
import { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createSeoModule } from './modules/seo/index.js';
import { openApiRouter } from './openapi/openapi.router.js';
import type { Storage } from './modules/storage/storage.js';
import { createUsersModule } from './modules/users/index.js';
import { cors } from './http/cors.js';
import { DataVersion } from './http/data-version.js';
import { errorHandler, notFoundApi } from './http/errors.js';
import { requestWithoutSecrets, type Logger } from './http/logger.js';
import { privateAnswers } from './http/private-answers.js';
import { publicReadCache, signedInReadCache } from './http/public-cache.js';
import { hostCheck } from './http/host-check.js';
import { refuseCrossSiteWrites } from './http/same-origin.js';
import { firstScreen } from './http/first-screen.js';
import { pageReads } from './modules/recipes/page-reads.js';
import { browserIdentityEndpoint, contentSecurityPolicy, siteUrl } from './http/site.js';
import { spaRouter } from './http/spa.js';

export interface AppDeps {
  config: Config;
  database: Database;
  identity: IdentitySettings;
  verifier: TokenVerifier;
  storage: Storage;
  contact: Pick<ReturnType<typeof createContactModule>, 'router'>;
  /** Mail to members; when given, a stored moderation mail is delivered at once. */
  notices?: Pick<NoticesModule, 'outbox' | 'repository'> | undefined;
  logger: Logger;
  /** The development mailbox; GET /dev/mail exists only when it is given (emulator in use). */
  devMailbox?: Mailbox | undefined;
  /** True once the process is shutting down: /api/ready then answers 503. */
  isStopping?: () => boolean;
  /** Aborted when the process begins to stop: long-lived answers (event streams) end then. */
  stopping?: AbortSignal | undefined;
  /** Caps on open shopping list streams other than the defaults; for tests. */
  listStreamLimits?: ShoppingModuleDeps['streamLimits'];
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The composition root: builds every module from the process's dependencies and mounts them, with
 * the middleware of `http/`, in the order of docs/architecture.md (request flow). It does not
 * listen (house style).
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
            ? incoming
            : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // Addresses can carry secrets (the calendar feed's token, a code in a link).
      serializers: { req: requestWithoutSecrets },
    }),
  );
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(deps.config, deps.identity) }));
  app.use(hostCheck(deps.config.publicUrl));
  app.use(compression());
  app.use(cookieParser());
  if (deps.config.corsOrigins.length > 0) app.use('/api', cors(deps.config.corsOrigins));
  // After compression (see privateAnswers) and cookieParser; before any answer under /api.
  app.use(
    '/api',
    privateAnswers((req) => req.headers.authorization !== undefined || hasSessionCookie(req)),
  );
  app.use(
    '/api',
    refuseCrossSiteWrites([
      ...deps.config.corsOrigins,
      ...(deps.config.publicUrl ? [deps.config.publicUrl] : []),
    ]),
  );
  app.use('/api', express.json({ limit: '100kb' }));
  const recipesRepository = new RecipesRepository(deps.database.db);
  const dataVersion = new DataVersion({
    read: () => recipesRepository.dataVersion(),
    database: deps.database,
    logger: deps.logger,
  });
  app.use('/api', dataVersion.trackWrites());

  app.use('/api', healthRouter(deps.database, deps.isStopping));
  // What GET /api/config gives out, also to the server's page render (page-reads.ts).
  const browserIdentity = {
    ...deps.identity,
    endpoint: browserIdentityEndpoint(deps.config, deps.identity) ?? null,
  };
  app.use('/api', runtimeConfigRouter(browserIdentity));
  app.use('/api', openApiRouter());
  app.use('/api', authenticate(deps.verifier));
  const recipes = new RecipesService(recipesRepository, deps.storage, deps.logger, {
    publicUrl: siteUrl(deps.config),
    onNotice: () => deps.notices?.outbox.nudge(),
  });
  const publicReads = publicReadCache({
    version: () => dataVersion.current(),
    // Search must be fast by itself; caching each distinct query would only hide it.
    skip: (req) => typeof req.query['q'] === 'string' && req.query['q'].trim() !== '',
  });
  // Read afresh: the cook's own write may have gone through another app process (decision 021).
  const ownReads = signedInReadCache({ version: () => dataVersion.current({ fresh: true }) });
  const limiter = new RateLimiter(new RateLimitRepository(deps.database.db));
  app.use('/api', recipesRouter(recipes, { public: publicReads, signedIn: ownReads }, limiter));
  app.use('/api', createFavouritesModule({ db: deps.database.db, limiter }).router);
  app.use('/api', createCookedModule({ db: deps.database.db, limiter }).router);
  const shopping = createShoppingModule({
    database: deps.database,
    logger: deps.logger,
    limiter,
    stopping: deps.stopping,
    streamLimits: deps.listStreamLimits,
  });
  app.use('/api', shopping.router);
  app.use(
    '/api',
    createMealPlanModule({
      db: deps.database.db,
      shopping: shopping.service,
      publicUrl: siteUrl(deps.config),
      limiter,
    }).router,
  );
  app.use(
    '/api',
    createImportModule({ recipes, limiter, allowLoopback: deps.config.importAllowLoopback }).router,
  );
  app.post('/api/refresh-tokens', refreshRateLimit(limiter));
  const identity = createIdentityModule({
    identity: deps.identity,
    verifier: deps.verifier,
    // Decides the cookies' Secure flag only (decision 010).
    production: deps.config.cookieSecure,
  });
  const users = createUsersModule({ db: deps.database.db, accounts: identity.accounts });
  app.use(
    '/api',
    identity.sessionRouter(users.service, { onLogout: (caller) => shopping.endSession(caller) }),
  );
  app.use('/api', users.router);
  app.use('/api', deps.contact.router);
  app.use('/api', digestRouter(deps.notices?.repository ?? new NoticeRepository(deps.database.db)));
  app.use(
    '/api',
    exportRouter(
      new ExportService(new ExportRepository(deps.database.db), deps.storage),
      siteUrl(deps.config),
    ),
  );
  app.use('/api', notFoundApi);

  if (deps.devMailbox) app.use('/dev', devMailRouter(deps.devMailbox));
  if (deps.config.storage.kind === 'local') {
    app.use(
      '/uploads',
      express.static(deps.config.storage.dir, { immutable: true, maxAge: '365d', index: false }),
    );
  }
  const seo = createSeoModule({
    db: deps.database.db,
    storage: deps.storage,
    logger: deps.logger,
    publicUrl: siteUrl(deps.config),
    dataDir: deps.config.dataDir,
    version: () => dataVersion.current(),
  });
  app.use(seo.router);
  const webDist = deps.config.webDist ?? defaultWebDist;
  // Public pages are drawn with the services above, in process (decision 023).
  const pageApi = pageReads({ recipes, identity: browserIdentity, logger: deps.logger });
  const spa = spaRouter(
    webDist,
    seo.recipePage,
    firstScreen(webDist, deps.logger, hasSessionCookie, pageApi),
  );
  if (spa) app.use(spa);

  app.use(errorHandler);
  return app;
}
