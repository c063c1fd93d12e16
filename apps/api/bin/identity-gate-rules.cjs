/*
 * What the identity gate's public listener accepts (identity-gate.cjs): for each action a sign-in
 * page makes, the fields it may carry and how each is checked. A request is rebuilt from the
 * checked fields alone, so nothing a client adds (a `sub` attribute, a verified flag, a field
 * cognito-local happens to read) reaches cognito-local. Plain Node.js without packages.
 */
'use strict';
const { Refusal } = require('./identity-gate-support.cjs');

const invalid = (message) => new Refusal(400, 'InvalidParameterException', message);

/** No control characters, no lone surrogates: text a person typed. */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;
/**
 * An address with one @, a dot in its domain, no spaces, quotes or backslashes (so that it can be
 * named in a ListUsers filter as it is).
 */
const EMAIL = /^[^\s@"\\]{1,64}@[^\s@".\\]+(\.[^\s@".\\]+)+$/;
const CLIENT_ID = /^[\w+-]{1,128}$/;
const CODE = /^[\w-]{1,64}$/;

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

/** The profile attributes a cook may set: never `sub`, a `*_verified` flag, `cognito:*` or custom. */
const ATTRIBUTES = {
  email: text(254, EMAIL),
  name: text(256),
};

function attributes(value, field) {
  if (!Array.isArray(value) || value.length === 0 || value.length > 10) {
    throw invalid(`${field} must be a list of 1 to 10 attributes`);
  }
  const seen = new Set();
  return value.map((entry) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw invalid(`${field} must hold Name and Value pairs`);
    }
    const extra = Object.keys(entry).find((key) => key !== 'Name' && key !== 'Value');
    if (extra) throw invalid(`${field} must hold Name and Value pairs`);
    const name = entry.Name;
    if (typeof name !== 'string' || !Object.hasOwn(ATTRIBUTES, name)) {
      throw invalid(`Cannot modify ${String(name).slice(0, 64)} attribute`);
    }
    if (seen.has(name)) throw invalid(`${name} is given twice`);
    seen.add(name);
    return { Name: name, Value: ATTRIBUTES[name](entry.Value, name) };
  });
}

function oneOf(...values) {
  return (value, field) => {
    if (!values.includes(value)) throw invalid(`${field} must be one of ${values.join(', ')}`);
    return value;
  };
}

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
 * without checking the session it names, and this site's pool never asks one.
 */
const PUBLIC_ACTIONS = {
  SignUp: {
    ClientId: clientId,
    Username: text(254, EMAIL),
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

function authParameters(flow, value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('AuthParameters must be an object');
  }
  const wanted = AUTH_PARAMETERS[flow];
  const checked = {};
  for (const [key, entry] of Object.entries(value)) {
    if (IGNORED_AUTH_PARAMETERS.has(key)) continue;
    if (!Object.hasOwn(wanted, key))
      throw invalid(`AuthParameters may not hold ${key.slice(0, 64)}`);
    checked[key] = wanted[key](entry, key);
  }
  for (const key of Object.keys(wanted)) {
    if (!(key in checked)) throw invalid(`Missing required parameter ${key}`);
  }
  return checked;
}

/**
 * The request rebuilt from its checked fields, or a Refusal (400) naming the first field that is
 * unknown, missing or not valid.
 */
function checkedInput(action, input) {
  const fields = PUBLIC_ACTIONS[action];
  if (!fields)
    throw new Refusal(403, 'NotAuthorizedException', `${action} is not available at this address`);
  const checked = {};
  for (const [key, value] of Object.entries(input)) {
    if (IGNORED.has(key)) continue;
    if (!Object.hasOwn(fields, key)) throw invalid(`Unknown field ${key.slice(0, 64)}`);
    if (fields[key]) checked[key] = fields[key](value, key);
  }
  for (const key of Object.keys(fields)) {
    if (key !== 'AuthParameters' && !(key in checked))
      throw invalid(`Missing required parameter ${key}`);
  }
  if (action === 'InitiateAuth') {
    checked.AuthParameters = authParameters(checked.AuthFlow, input.AuthParameters);
  }
  if (action === 'SignUp') {
    // The address an account signs in with is the one its code goes to and its profile shows.
    const email = checked.UserAttributes.find((a) => a.Name === 'email');
    if (email && email.Value !== checked.Username) {
      throw invalid('The email attribute must be the username');
    }
  }
  return checked;
}

const isPublicAction = (action) => Object.hasOwn(PUBLIC_ACTIONS, action);

/** The password of each action, where it sets one. */
const NEW_PASSWORD_FIELD = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
};

/** Amazon Cognito's symbols (its password policy's list). */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/**
 * The pool's password policy, as Amazon Cognito applies it at sign-up, reset and change;
 * cognito-local stores the policy and never applies it. Answers Cognito's error.
 */
function checkPasswordPolicy(password, policy) {
  const rules = [
    [password.length >= (policy.MinimumLength ?? 8), 'Password not long enough'],
    [!policy.RequireLowercase || /[a-z]/.test(password), 'Password must have lowercase characters'],
    [!policy.RequireUppercase || /[A-Z]/.test(password), 'Password must have uppercase characters'],
    [!policy.RequireNumbers || /\d/.test(password), 'Password must have numeric characters'],
    [!policy.RequireSymbols || SYMBOL.test(password), 'Password must have symbol characters'],
  ];
  for (const [met, problem] of rules) {
    if (!met) {
      throw new Refusal(
        400,
        'InvalidPasswordException',
        `Password did not conform with policy: ${String(problem)}`,
      );
    }
  }
}

/**
 * Counts per key in a fixed window, in memory: the gate is one process, and a restart forgetting
 * the counts only gives an attacker one more window.
 */
class WindowLimiter {
  constructor(max, windowMs, now = () => Date.now()) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
    this.counts = new Map();
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  blockedFor(key) {
    const entry = this.fresh(key);
    return entry && entry.count >= this.max
      ? Math.ceil((entry.start + this.windowMs - this.now()) / 1000)
      : 0;
  }

  add(key) {
    const entry = this.fresh(key) ?? { start: this.now(), count: 0 };
    entry.count += 1;
    this.counts.set(key, entry);
    // Bounded: whoever floods with new keys only ever holds one window's worth.
    if (this.counts.size > 100_000) {
      for (const [k, e] of this.counts)
        if (e.start + this.windowMs <= this.now()) this.counts.delete(k);
    }
  }

  fresh(key) {
    const entry = this.counts.get(key);
    if (entry && entry.start + this.windowMs <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }
}

const tooManyRequests = (seconds) => {
  const refusal = new Refusal(
    400,
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
  );
  refusal.retryAfter = seconds;
  return refusal;
};

/** An IPv4 address as it is; an IPv6 one by its /64, as one household's devices share it. */
function clientKey(address) {
  const plain = String(address ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

module.exports = {
  NEW_PASSWORD_FIELD,
  WindowLimiter,
  checkPasswordPolicy,
  checkedInput,
  clientKey,
  isPublicAction,
  tooManyRequests,
};
