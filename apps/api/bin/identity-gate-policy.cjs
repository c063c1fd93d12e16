// @ts-check
/*
 * The pool's password policy (identity-gate.cjs), as Amazon Cognito applies it where an action
 * sets a password: sign-up, reset and change. cognito-local stores the policy and never applies
 * it; the gate applies it to the typed password before deriving the value cognito-local is given
 * (identity-gate-password-fields.cjs).
 */
'use strict';
const { Refusal } = require('./identity-gate-support.cjs');

/** @typedef {import('./identity-gate-support.cjs').JsonObject} JsonObject */
/** @typedef {import('./identity-gate-tokens.cjs').Gate} Gate */

/**
 * The password of each action, where it sets one.
 * @type {Record<string, string>}
 */
const NEW_PASSWORD_FIELD = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
};

/** Amazon Cognito's symbols (its password policy's list). */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/**
 * @typedef {object} PasswordPolicy A pool's PasswordPolicy, as DescribeUserPool answers it.
 * @property {number} [MinimumLength]
 * @property {boolean} [RequireLowercase]
 * @property {boolean} [RequireUppercase]
 * @property {boolean} [RequireNumbers]
 * @property {boolean} [RequireSymbols]
 */

/**
 * Refuses `password` unless it meets `policy`, with Amazon Cognito's error.
 * @param {string} password
 * @param {PasswordPolicy} policy
 */
function checkPasswordPolicy(password, policy) {
  /** @type {[boolean, string][]} */
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
 * The pool's password policy, applied where an action sets a password.
 * @param {Gate} gate
 * @param {string} name
 * @param {JsonObject} input
 * @param {string | undefined} poolId
 */
async function checkPassword(gate, name, input, poolId) {
  const field = NEW_PASSWORD_FIELD[name];
  if (!field || !poolId) return;
  checkPasswordPolicy(String(input[field]), await gate.backend.passwordPolicy(poolId));
}

module.exports = { checkPassword };
