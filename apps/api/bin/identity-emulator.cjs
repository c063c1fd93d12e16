#!/usr/bin/env node
/*
 * The embedded identity service: cognito-local, wired like its own default server but delivering
 * every code into the development mailbox instead of the console, and reachable only through the
 * identity gate (identity-gate.cjs). cognito-local itself listens on a socket in a private folder,
 * which no browser and no other user of this machine can reach.
 * Environment: HOST and PORT (the gate's public listener), ADMIN_PORT (its admin listener on
 * 127.0.0.1; 0 picks one), ISSUER, ALLOWED_ORIGINS (comma separated), MAILBOX_DIR, CLIENT_LIMIT
 * (sign-ups, and codes mailed, per client address and ten minutes).
 * Working directory: the state folder. The admin listener takes only requests signed with the
 * installation's admin credentials, made on the first start and kept in admin-credentials.json
 * there (mode 0600). Once both listeners are up, their addresses and that file's path are written
 * to endpoints.json there.
 */
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const pino = require('pino');
const { startIdentityGate } = require('./identity-gate.cjs');
const { convertStoredAccounts } = require('./identity-gate-passwords.cjs');
const { loadOrCreateAdminCredentials } = require('./identity-gate-sigv4.cjs');

const lib = (p) => require(`cognito-local/lib/${p}`);
const { DateClock, TriggersService, LambdaService } = lib('services');
const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
const { otp } = lib('services/otp');
const { JwtTokenGenerator } = lib('services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
const { loadConfig } = lib('server/config');
const { Router } = lib('server/Router');
const { createServer } = lib('server/server');
const { CodeMismatchError, NotAuthorizedError } = lib('errors');

const ENDPOINTS_FILE = 'endpoints.json';
const ADMIN_CREDENTIALS_FILE = 'admin-credentials.json';

/**
 * cognito-local's CryptoService, loaded when first used: loading it loads the AWS SDK v2 and the
 * KMS encryption client, about a third of a start (200-300 ms), and only a CustomEmailSender
 * trigger encrypts anything, which this emulator does not configure.
 */
function cryptoServiceOnUse(kmsConfig) {
  let service;
  return {
    encrypt(ctx, plaintext) {
      service ??= new (lib('services/crypto').CryptoService)(kmsConfig);
      return service.encrypt(ctx, plaintext);
    },
  };
}

const mailboxDir = process.env.MAILBOX_DIR;
const issuer = process.env.ISSUER;
if (!mailboxDir || !issuer) {
  console.error('MAILBOX_DIR and ISSUER are required');
  process.exit(1);
}

const STANDARD_CLAIMS = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'birthdate',
  'locale',
  'zoneinfo',
  'picture',
  'phone_number',
  'updated_at',
];

const subjects = {
  SignUp: 'Your Family Recipes verification code',
  ResendCode: 'Your Family Recipes verification code',
  ForgotPassword: 'Your Family Recipes password reset code',
  AdminCreateUser: 'Your Family Recipes temporary password',
  UpdateUserAttribute: 'Confirm your new email address',
  VerifyUserAttribute: 'Confirm your email address',
  Authentication: 'Your Family Recipes sign-in code',
};

function writeMail(to, subject, text) {
  fs.mkdirSync(mailboxDir, { recursive: true });
  const date = new Date().toISOString();
  const id = `${date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
  const file = path.join(mailboxDir, `${id}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ id, to, subject, text, date }, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

const mailboxMessages = {
  async deliver(_ctx, source, _clientId, _userPoolId, user, code, _metadata, details) {
    const subject = subjects[source] ?? 'Your Family Recipes code';
    const name = (user.Attributes ?? []).find((a) => a.Name === 'name')?.Value;
    const text = [
      `Hello${name ? ` ${name}` : ''},`,
      '',
      `Your code is ${code}`,
      '',
      'If you did not ask for it, you can ignore this message.',
    ].join('\n');
    writeMail(details.Destination, subject, text);
  },
};

/** Cognito's way of naming an address without spelling it out: t***@e***. */
function maskedDestination(address) {
  const [local = '', domain = ''] = String(address ?? '').split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/**
 * Amazon Cognito app clients with PreventUserExistenceErrors (how this project sets them up) answer
 * the calls made before sign-in alike for registered and unknown addresses; cognito-local does not,
 * so its answers are brought in line here. Sign-up itself still says an address is taken, as
 * Cognito does with every setting.
 */
function withoutUserExistenceErrors(route) {
  return (target) => {
    const handler = route(target);
    const answer = answerAlike(target, handler);
    if (target !== 'ForgotPassword') return answer;
    // A registered address also has its code stored and mailed; an unknown one costs nothing. The
    // answer waits until the same moment for both, so its timing does not tell them apart either.
    return async (ctx, req) => {
      const started = Date.now();
      try {
        return await answer(ctx, req);
      } finally {
        const left = FORGOT_PASSWORD_ANSWER_MS - (Date.now() - started);
        if (left > 0) await new Promise((resume) => setTimeout(resume, left));
      }
    };
  };
}

/**
 * cognito-local's UpdateUserPool sets every option it knows from the request and drops
 * UserAttributeUpdateSettings (verify a new address before using it), which a pool then keeps
 * from its creation forever. Here the request's setting is stored too, as Amazon Cognito does.
 */
function withUserAttributeUpdateSettings(route, cognito) {
  return (target) => {
    const handler = route(target);
    if (target !== 'UpdateUserPool') return handler;
    return async (ctx, req) => {
      const answer = await handler(ctx, req);
      const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
      await userPool.updateOptions(ctx, {
        ...userPool.options,
        UserAttributeUpdateSettings: req.UserAttributeUpdateSettings,
      });
      return answer;
    };
  };
}

/** How long a reset-code request takes at the least, whoever it names. */
const FORGOT_PASSWORD_ANSWER_MS = 250;

/** The handler of `target`, with the answers that would tell an account exists made alike. */
function answerAlike(target, handler) {
  return async (ctx, req) => {
    try {
      const answer = await handler(ctx, req);
      if (target === 'ForgotPassword') return forgotPasswordAnswer(req);
      return answer;
    } catch (err) {
      const code = err && err.code;
      if (target === 'ForgotPassword' && code === 'UserNotFoundException') {
        return forgotPasswordAnswer(req);
      }
      if (
        (target === 'InitiateAuth' || target === 'AdminInitiateAuth') &&
        req.AuthFlow === 'USER_PASSWORD_AUTH' &&
        ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(
          code,
        )
      ) {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      if (target === 'ConfirmForgotPassword' && code === 'UserNotFoundException') {
        throw new CodeMismatchError();
      }
      if (target === 'ConfirmSignUp' && code === 'NotAuthorizedException') {
        throw new CodeMismatchError();
      }
      throw err;
    }
  };
}

function forgotPasswordAnswer(req) {
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskedDestination(req.Username),
    },
  };
}

async function main() {
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
  const ctx = { logger };
  // Before cognito-local reads its store: no password in it stays as it was typed.
  await convertStoredAccounts(path.join('.cognito', 'db'), process.cwd());
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  const clock = new DateClock();
  const dataDirectory = '.cognito/db';
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, null),
    cryptoServiceOnUse(config.KMSConfig),
  );
  // Amazon Cognito puts the standard profile attributes (name, ...) into id tokens; cognito-local
  // only adds email and custom ones. Its pre-token-generation hook adds the rest.
  const tokenTriggers = Object.create(triggers);
  tokenTriggers.enabled = (name) => name === 'PreTokenGeneration' || triggers.enabled(name);
  tokenTriggers.preTokenGeneration = async (_ctx, request) => ({
    claimsOverrideDetails: {
      claimsToAddOrOverride: Object.fromEntries(
        (request.userAttributes ?? [])
          .filter((a) => STANDARD_CLAIMS.includes(a.Name))
          .map((a) => [a.Name, a.Value]),
      ),
    },
  });
  const services = {
    clock,
    cognito,
    config,
    messages: mailboxMessages,
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, tokenTriggers, config.TokenConfig),
    triggers,
  };
  const { application } = createServer(
    withUserAttributeUpdateSettings(withoutUserExistenceErrors(Router(services)), cognito),
    logger,
    config.ServerConfig,
    services,
  );
  const backend = http.createServer(application);
  const socketPath = await listenPrivately(backend);
  const adminCredentialsFile = path.resolve(ADMIN_CREDENTIALS_FILE);
  const gate = await startIdentityGate({
    stateDir: process.cwd(),
    adminCredentials: loadOrCreateAdminCredentials(adminCredentialsFile),
    backend: { socketPath },
    publicHost: process.env.HOST ?? '127.0.0.1',
    publicPort: Number(process.env.PORT ?? 9229),
    adminHost: '127.0.0.1',
    adminPort: Number(process.env.ADMIN_PORT ?? 0),
    issuer,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    ...(process.env.CLIENT_LIMIT
      ? {
          limits: {
            signUps: Number(process.env.CLIENT_LIMIT),
            codes: Number(process.env.CLIENT_LIMIT),
          },
        }
      : {}),
  });
  const endpoints = { publicUrl: gate.publicUrl, adminUrl: gate.adminUrl, adminCredentialsFile };
  fs.writeFileSync(`${ENDPOINTS_FILE}.tmp`, JSON.stringify(endpoints));
  fs.renameSync(`${ENDPOINTS_FILE}.tmp`, ENDPOINTS_FILE);
  process.stdout.write(`identity emulator listening on ${JSON.stringify(endpoints)}\n`);
  const stop = () => {
    void gate.close().then(() => backend.close(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Stop with the parent even if it dies without signalling.
  process.on('disconnect', stop);
}

/**
 * A Unix socket in a folder only this user may enter (a named pipe on Windows): cognito-local has
 * no checks of its own, so it must not listen where a browser page or another user could call it.
 */
function listenPrivately(server) {
  let socketPath;
  if (process.platform === 'win32') {
    socketPath = `\\\\.\\pipe\\family-recipes-identity-${crypto.randomBytes(8).toString('hex')}`;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fr-identity-backend-'));
    socketPath = path.join(dir, 'cognito-local.sock');
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(socketPath));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
