import path from 'node:path';
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
  claimRestoredAccounts,
  createIdentityModule,
  hasSessionCookie,
  type IdentitySettings,
  type TokenVerifier,
} from './modules/identity/index.js';
import { createDevMailModule, type Mailbox } from './modules/mail/index.js';
import type { createContactModule } from './modules/contact/index.js';
import { createDigestModule, type NoticesModule } from './modules/notices/index.js';
import { createHealthModule } from './modules/health/index.js';
import { photoFiles } from './modules/images/photo-files.js';
import { PhotoOwnersRepository } from './modules/cooked/index.js';
import { createFavouritesModule } from './modules/favourites/index.js';
import { createCookedModule } from './modules/cooked/index.js';
import { createShoppingModule, type ShoppingModuleDeps } from './modules/shopping/index.js';
import { createMealPlanModule } from './modules/meal-plan/index.js';
import { createHouseholdsModule } from './modules/households/index.js';
import { createAislesModule } from './modules/aisles/index.js';
import { createPantryModule } from './modules/pantry/index.js';
import { createCookbooksModule } from './modules/cookbooks/index.js';
import { createCardReaderModule, type CardReaderOptions } from './modules/card-reader/index.js';
import { createImportModule, type ImportTimeouts } from './modules/import/index.js';
import { createExportModule } from './modules/export/index.js';
import { createBackupsModule, type BackupsModule } from './modules/backups/index.js';
import { createRecipesModule } from './modules/recipes/index.js';
import { RateLimitRepository } from './modules/rate-limit/rate-limit.repository.js';
import { RateLimiter } from './modules/rate-limit/rate-limiter.js';
import { createSeoModule } from './modules/seo/index.js';
import { openApiRouter } from './modules/openapi/openapi.router.js';
import type { Storage } from './modules/storage/storage.js';
import { createUsersModule } from './modules/users/index.js';
import { cors } from './http/cors.js';
import { errorHandler, notFoundApi } from './http/errors.js';
import { requestWithoutSecrets, type Logger } from './http/logger.js';
import { privateAnswers } from './http/private-answers.js';
import { hostCheck } from './http/host-check.js';
import { refuseCrossSiteWrites } from './http/same-origin.js';
import { inProcessTransport } from './http/caller.js';
import { firstScreen } from './http/first-screen.js';
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
  /**
   * The backups module of the process (runtime.ts), whose schedule runs beside the app; when
   * absent, the app builds one with the settings and no schedule.
   */
  backups?: Pick<BackupsModule, 'router'> | undefined;
  /** Caps on open shopping list streams other than the defaults; for tests. */
  listStreamLimits?: ShoppingModuleDeps['streamLimits'];
  /** Shorter import waits than the defaults; for tests. */
  importTimeouts?: ImportTimeouts | undefined;
  /** A shorter wait for the card reader's model than the default; for tests. */
  cardReader?: CardReaderOptions | undefined;
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

  // The modules, each built by its index.ts from what it needs (docs/architecture.md, modules).
  const { db } = deps.database;
  const publicUrl = siteUrl(deps.config);
  const limiter = new RateLimiter(new RateLimitRepository(db));
  const health = createHealthModule({ database: deps.database, isStopping: deps.isStopping });
  const identity = createIdentityModule({
    identity: deps.identity,
    verifier: deps.verifier,
    // Decides the cookies' Secure flag only (decision 010).
    production: deps.config.cookieSecure,
    // What GET /api/config gives out, also to the server's page render (http/caller.ts).
    browserEndpoint: browserIdentityEndpoint(deps.config, deps.identity) ?? null,
    // Sign-ins claim the accounts a restored backup keeps for their cooks.
    db,
  });
  const recipes = createRecipesModule({
    database: deps.database,
    storage: deps.storage,
    logger: deps.logger,
    publicUrl,
    limiter,
    onNotice: () => deps.notices?.outbox.nudge(),
    searchCacheStats: deps.config.searchCacheStats,
  });
  const favourites = createFavouritesModule({ db, limiter });
  const cooked = createCookedModule({ db, limiter, storage: deps.storage });
  const pantry = createPantryModule({ db, limiter });
  const cookbooks = createCookbooksModule({
    db,
    storage: deps.storage,
    limiter,
    dataDir: deps.config.dataDir,
    settings: deps.config.cookbooks,
    stopping: deps.stopping,
    logger: deps.logger,
  });
  const cardReader = createCardReaderModule({
    db,
    limiter,
    keyFile: deps.config.cardReaderKeyFile,
    stopping: deps.stopping,
    logger: deps.logger,
    options: deps.cardReader,
  });
  const shopping = createShoppingModule({
    database: deps.database,
    stapleKeys: pantry.stapleKeys,
    logger: deps.logger,
    limiter,
    stopping: deps.stopping,
    streamLimits: deps.listStreamLimits,
  });
  const mealPlan = createMealPlanModule({
    db,
    shopping: shopping.service,
    stapleKeys: pantry.stapleKeys,
    publicUrl,
    limiter,
  });
  const households = createHouseholdsModule({
    db,
    publicUrl,
    limiter,
    onMail: () => deps.notices?.outbox.nudge(),
  });
  const aisles = createAislesModule({ db, limiter });
  const importing = createImportModule({
    recipes: recipes.service,
    limiter,
    allowLoopback: deps.config.importAllowLoopback,
    timeouts: deps.importTimeouts,
  });
  const users = createUsersModule({ db, accounts: identity.accounts });
  const digest = createDigestModule({ db, repository: deps.notices?.repository });
  // The restoring administrator, and any cook already in the pool, get their kitchen at once.
  const claimAccounts = () =>
    claimRestoredAccounts({ db, identity: deps.identity, logger: deps.logger });
  const exporting = createExportModule({ db, storage: deps.storage, publicUrl, claimAccounts });
  const backups =
    deps.backups ??
    createBackupsModule({
      db,
      storage: deps.storage,
      settings: deps.config.backups,
      publicUrl,
      logger: deps.logger,
      claimAccounts,
    });
  const seo = createSeoModule({
    db,
    storage: deps.storage,
    logger: deps.logger,
    publicUrl,
    dataDir: deps.config.dataDir,
    version: () => recipes.dataVersion.current(),
  });

  // Mounted in this order: each one answers only what the ones before it passed on.
  app.use('/api', recipes.dataVersion.trackWrites());
  app.use('/api', health.router);
  app.use('/api', identity.router);
  app.use('/api', openApiRouter());
  app.use('/api', authenticate(deps.verifier));
  app.use('/api', recipes.router);
  app.use('/api', favourites.router);
  app.use('/api', cooked.router);
  app.use('/api', shopping.router);
  app.use('/api', mealPlan.router);
  app.use('/api', households.router);
  app.use('/api', aisles.router);
  app.use('/api', pantry.router);
  app.use('/api', cookbooks.router);
  app.use('/api', cardReader.router);
  app.use('/api', importing.router);
  app.use(
    '/api',
    identity.sessionRouter(
      users.service,
      { onLogout: (caller) => shopping.endSession(caller) },
      limiter,
    ),
  );
  app.use('/api', users.router);
  app.use('/api', deps.contact.router);
  app.use('/api', digest.router);
  app.use('/api', exporting.router);
  app.use('/api', backups.router);
  app.use('/api', notFoundApi);

  if (deps.devMailbox) app.use('/dev', createDevMailModule({ mailbox: deps.devMailbox }).router);
  if (deps.config.storage.kind === 'local') {
    // Only the photos are served: cookbook PDFs share the folder, and the API alone hands them
    // out, to those who may read the book. A photo of a recipe not approved or of a hidden note
    // goes only to those who may see it (photo-files.ts).
    app.use(
      '/uploads/recipes',
      photoFiles({
        dir: path.join(deps.config.storage.dir, 'recipes'),
        storage: deps.storage,
        owners: new PhotoOwnersRepository(db),
        identify: authenticate(deps.verifier),
      }),
    );
  }
  app.use(seo.router);
  const webDist = deps.config.webDist ?? defaultWebDist;
  // Public pages are drawn with the services above, in process (decision 023).
  const pageApi = inProcessTransport([recipes.api, identity.api], deps.logger);
  const spa = spaRouter(
    webDist,
    seo.recipePage,
    firstScreen(webDist, deps.logger, hasSessionCookie, pageApi),
  );
  if (spa) app.use(spa);

  app.use(errorHandler);
  return app;
}
