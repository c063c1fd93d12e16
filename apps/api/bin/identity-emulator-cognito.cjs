// @ts-check
/*
 * cognito-local for the embedded emulator (identity-emulator.cjs), wired like its own default
 * server with three changes: every code goes into the development mailbox instead of the console,
 * in the language of the account's `locale` (code-mail-locales/code-mail.cjs), id tokens carry the standard profile attributes, and its answers are Amazon Cognito's
 * (identity-emulator-answers.cjs).
 */
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { DateClock, LambdaService, TriggersService } = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
const { otp } = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
const { loadConfig } = require('cognito-local/lib/server/config');
const { Router } = require('cognito-local/lib/server/Router');
const { createServer } = require('cognito-local/lib/server/server');
const { codeMail } = require('./code-mail-locales/code-mail.cjs');
const { withCognitoAnswers } = require('./identity-emulator-answers.cjs');

/** @typedef {import('cognito-local/lib/services/crypto').CryptoService} CryptoService */
/** @typedef {import('cognito-local/lib/services/crypto').KMSConfig} KMSConfig */
/** @typedef {import('cognito-local/lib/services/messages').Messages} Messages */
/** @typedef {import('cognito-local/lib/services/triggers').Triggers} Triggers */
/** @typedef {import('pino').Logger} Logger */

/** cognito-local's store: its settings in this folder, its pools and clients in `db` below it. */
const CONFIG_DIR = '.cognito';
const DATA_DIR = path.join(CONFIG_DIR, 'db');

/** The profile attributes Amazon Cognito puts into id tokens besides email and custom ones. */
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

/**
 * cognito-local's CryptoService, loaded when first used: loading it loads the AWS SDK v2 and the
 * KMS encryption client, about a third of a start (200-300 ms), and only a CustomEmailSender
 * trigger encrypts anything, which this emulator does not configure.
 * @param {KMSConfig | undefined} kmsConfig
 * @returns {CryptoService}
 */
function cryptoServiceOnUse(kmsConfig) {
  /** @type {CryptoService | undefined} */
  let service;
  const onUse = {
    /** @type {CryptoService['encrypt']} */
    encrypt(ctx, plaintext) {
      const { CryptoService } = require('cognito-local/lib/services/crypto');
      service ??= new CryptoService(kmsConfig);
      return service.encrypt(ctx, plaintext);
    },
  };
  return /** @type {CryptoService} */ (/** @type {unknown} */ (onUse));
}

/**
 * Each message as a JSON file in `mailboxDir` (a temporary file, then a rename), as the
 * development mailbox reads them, written in the language of the user's `locale` attribute
 * (code-mail-locales).
 * @param {string} mailboxDir
 * @returns {Messages}
 */
function mailboxMessages(mailboxDir) {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, user, code, _metadata, details) {
      const attribute = (/** @type {string} */ name) =>
        (user.Attributes ?? []).find((a) => a.Name === name)?.Value;
      const { subject, lines } = codeMail(source, {
        locale: attribute('locale'),
        name: attribute('name'),
        code,
      });
      const text = lines.join('\n\n');
      fs.mkdirSync(mailboxDir, { recursive: true });
      const date = new Date().toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`;
      const file = path.join(mailboxDir, `${id}.json`);
      const mail = { id, to: details.Destination, subject, text, date };
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}

/**
 * Amazon Cognito puts the standard profile attributes (name, ...) into id tokens; cognito-local
 * only adds email and custom ones. Its pre-token-generation hook adds the rest.
 * @param {Triggers} triggers
 * @returns {Triggers}
 */
function withStandardClaims(triggers) {
  /** @type {Triggers} */
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
  return tokenTriggers;
}

/**
 * cognito-local's HTTP application on its store in the working directory, delivering every code
 * into `mailboxDir`.
 * @param {Logger} logger
 * @param {string} mailboxDir
 * @returns {Promise<import('node:http').RequestListener>}
 */
async function createCognitoLocal(logger, mailboxDir) {
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(CONFIG_DIR));
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(DATA_DIR);
  const cognito = await new CognitoServiceFactoryImpl(
    DATA_DIR,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    // No trigger calls a Lambda function: none is configured.
    new LambdaService(config.TriggerFunctions, /** @type {any} */ (null)),
    cryptoServiceOnUse(config.KMSConfig),
  );
  const services = {
    clock,
    cognito,
    config,
    messages: mailboxMessages(mailboxDir),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, withStandardClaims(triggers), config.TokenConfig),
    triggers,
  };
  const router = withCognitoAnswers(Router(services), cognito);
  // cognito-local types its logger with its own pino (7): the calls it makes are the same.
  const serverLogger = /** @type {Parameters<typeof createServer>[1]} */ (
    /** @type {unknown} */ (logger)
  );
  return createServer(router, serverLogger, config.ServerConfig, services).application;
}

module.exports = { createCognitoLocal };
