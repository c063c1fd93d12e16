// @ts-check
/*
 * What the identity gate's public listener accepts (identity-gate.cjs): for each action a sign-in
 * page makes, the fields it may carry and how each is checked. A request is rebuilt from the
 * checked fields alone, so nothing a client adds (a `sub` attribute, a verified flag, a field
 * cognito-local happens to read) reaches cognito-local.
 */
'use strict';
const { LANGUAGES } = require('./code-mail-locales/code-mail.cjs');
const { canonicalEmail } = require('./identity-gate-accounts.cjs');
const { Refusal, isObject, notAvailable } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/**
 * A field's check: the value to forward, or a Refusal naming the field.
 * @typedef {(value: unknown, field: string) => unknown} Check
 */
/** @typedef {{ Name: string, Value: unknown }} Attribute */

/** @param {string} message */
const invalid = (message) => new Refusal(400, 'InvalidParameterException', message);

/** No control characters, no lone surrogates: text a person typed. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;
/**
 * An address with one at sign (@), a dot in its domain, no spaces, quotes or backslashes (so that it can be
 * named in a ListUsers filter as it is).
 */
const EMAIL = /^[^\s@"\\]{1,64}@[^\s@".\\]+(\.[^\s@".\\]+)+$/;
const CLIENT_ID = /^[\w+-]{1,128}$/;
const CODE = /^[\w-]{1,64}$/;

/**
 * @param {number} max
 * @param {RegExp} [pattern]
 * @returns {Check}
 */
function text(max, pattern = PRINTABLE) {
  return (value, field) => {
    if (typeof value !== 'string' || value.length === 0 || value.length > max) {
      throw invalid(`${field} must be text of 1 to ${max} characters`);
    }
    if (!pattern.test(value)) throw invalid(`${field} is not valid`);
    return value;
  };
}

const clientId = text(128, CLIENT_ID);
const username = text(254);
const password = text(256);
const code = text(64, CODE);
const token = text(16 * 1024, /^[\w.-]+$/);

/**
 * An address, forwarded in its canonical form (identity-gate-accounts.cjs), which must be an
 * address too: what cognito-local stores and compares is the form the gate compares.
 * @type {Check}
 */
function email(value, field) {
  const canonical = canonicalEmail(String(text(254, EMAIL)(value, field)));
  if (canonical.length > 254 || !EMAIL.test(canonical)) throw invalid(`${field} is not valid`);
  return canonical;
}

/**
 * The profile attributes a cook may set: never `sub`, a `*_verified` flag, `cognito:*` or custom.
 * `locale` is the site language the code mails are written in, one of those it speaks.
 * @type {Record<string, Check>}
 */
const ATTRIBUTES = {
  email,
  name: text(256),
  locale: oneOf(...LANGUAGES),
};

/**
 * One Name and Value pair, with an allowed name and a valid value.
 * @param {unknown} entry
 * @param {string} field
 * @returns {Attribute}
 */
function attribute(entry, field) {
  if (!isObject(entry)) throw invalid(`${field} must hold Name and Value pairs`);
  const extra = Object.keys(entry).find((key) => key !== 'Name' && key !== 'Value');
  if (extra) throw invalid(`${field} must hold Name and Value pairs`);
  const name = entry.Name;
  const check = typeof name === 'string' && Object.hasOwn(ATTRIBUTES, name) && ATTRIBUTES[name];
  if (typeof name !== 'string' || !check) {
    throw invalid(`Cannot modify ${String(name).slice(0, 64)} attribute`);
  }
  return { Name: name, Value: check(entry.Value, name) };
}

/** @type {Check} */
function attributes(value, field) {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    throw invalid(`${field} must be a list of 1 to 10 attributes`);
  }
  const seen = new Set();
  return value.map((entry) => {
    const checked = attribute(entry, field);
    if (seen.has(checked.Name)) throw invalid(`${checked.Name} is given twice`);
    seen.add(checked.Name);
    return checked;
  });
}

/**
 * @param {...string} values
 * @returns {Check}
 */
function oneOf(...values) {
  return (value, field) => {
    if (typeof value !== 'string' || !values.includes(value))
      throw invalid(`${field} must be one of ${values.join(', ')}`);
    return value;
  };
}

/** @type {Record<string, Record<string, Check>>} */
const AUTH_PARAMETERS = {
  USER_PASSWORD_AUTH: { USERNAME: username, PASSWORD: password },
  REFRESH_TOKEN_AUTH: { REFRESH_TOKEN: token },
  REFRESH_TOKEN: { REFRESH_TOKEN: token },
};
/** Sent by amazon-cognito-identity-js when it remembers a device; never forwarded. */
const IGNORED_AUTH_PARAMETERS = new Set(['DEVICE_KEY', 'SECRET_HASH']);

/**
 * Fields the browser library sends that no action here needs (trigger metadata, risk data):
 * accepted so that the library works, and dropped.
 */
const IGNORED = new Set([
  'ClientMetadata',
  'ValidationData',
  'UserContextData',
  'AnalyticsMetadata',
  'ForceAliasCreation',
]);

/**
 * The public actions and their fields: each is required unless its name ends with `?`.
 * RespondToAuthChallenge is not among them: cognito-local answers any challenge for any account
 * without checking the session it names, and this site's pool never asks one. AuthParameters is
 * checked by AuthFlow (null here).
 * @type {Record<string, Record<string, Check | null>>}
 */
const PUBLIC_ACTIONS = {
  SignUp: {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: attributes,
  },
  ConfirmSignUp: { ClientId: clientId, Username: username, ConfirmationCode: code },
  ResendConfirmationCode: { ClientId: clientId, Username: username },
  InitiateAuth: {
    ClientId: clientId,
    AuthFlow: oneOf(...Object.keys(AUTH_PARAMETERS)),
    AuthParameters: null,
  },
  ForgotPassword: { ClientId: clientId, Username: username },
  ConfirmForgotPassword: {
    ClientId: clientId,
    Username: username,
    ConfirmationCode: code,
    Password: password,
  },
  GetUser: { AccessToken: token },
  UpdateUserAttributes: { AccessToken: token, UserAttributes: attributes },
  VerifyUserAttribute: { AccessToken: token, AttributeName: oneOf('email'), Code: code },
  GetUserAttributeVerificationCode: { AccessToken: token, AttributeName: oneOf('email') },
  ChangePassword: { AccessToken: token, PreviousPassword: password, ProposedPassword: password },
  GlobalSignOut: { AccessToken: token },
  RevokeToken: { ClientId: clientId, Token: token },
};

/**
 * @param {unknown} flow
 * @param {unknown} value
 * @returns {JsonObject}
 */
function authParameters(flow, value) {
  if (!isObject(value)) throw invalid('AuthParameters must be an object');
  const wanted = AUTH_PARAMETERS[String(flow)] ?? {};
  /** @type {JsonObject} */
  const checked = {};
  for (const [key, entry] of Object.entries(value)) {
    if (IGNORED_AUTH_PARAMETERS.has(key)) continue;
    const check = Object.hasOwn(wanted, key) ? wanted[key] : undefined;
    if (!check) throw invalid(`AuthParameters may not hold ${key.slice(0, 64)}`);
    checked[key] = check(entry, key);
  }
  for (const key of Object.keys(wanted)) {
    if (!(key in checked)) throw invalid(`Missing required parameter ${key}`);
  }
  return checked;
}

/**
 * The value of the attribute `name` in a checked attribute list.
 * @param {unknown} list
 * @param {string} name
 * @returns {unknown}
 */
function attributeValue(list, name) {
  const entries = /** @type {Attribute[]} */ (Array.isArray(list) ? list : []);
  return entries.find((a) => a.Name === name)?.Value;
}

/**
 * The fields of `input` that `fields` allows, each checked.
 * @param {Record<string, Check | null>} fields
 * @param {JsonObject} input
 * @returns {JsonObject}
 */
function checkedFields(fields, input) {
  /** @type {JsonObject} */
  const checked = {};
  for (const [key, value] of Object.entries(input)) {
    if (IGNORED.has(key)) continue;
    if (!Object.hasOwn(fields, key)) throw invalid(`Unknown field ${key.slice(0, 64)}`);
    const check = fields[key];
    if (check) checked[key] = check(value, key);
  }
  for (const key of Object.keys(fields)) {
    if (key !== 'AuthParameters' && !(key in checked))
      throw invalid(`Missing required parameter ${key}`);
  }
  return checked;
}

/**
 * The request rebuilt from its checked fields, or a Refusal (400) naming the first field that is
 * unknown, missing or not valid.
 * @param {string} action
 * @param {JsonObject} input
 * @returns {JsonObject}
 */
function checkedInput(action, input) {
  const fields = Object.hasOwn(PUBLIC_ACTIONS, action) ? PUBLIC_ACTIONS[action] : undefined;
  if (!fields) throw notAvailable(action);
  const checked = checkedFields(fields, input);
  if (action === 'InitiateAuth') {
    checked.AuthParameters = authParameters(checked.AuthFlow, input.AuthParameters);
  }
  // The address an account signs in with is the one its code goes to and its profile shows.
  const address = action === 'SignUp' ? attributeValue(checked.UserAttributes, 'email') : undefined;
  if (address !== undefined && address !== checked.Username) {
    throw invalid('The email attribute must be the username');
  }
  return checked;
}

/** @param {string} action */
const isPublicAction = (action) => Object.hasOwn(PUBLIC_ACTIONS, action);

module.exports = { attributeValue, checkedInput, isPublicAction };
