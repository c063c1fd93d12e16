// @ts-check
/*
 * cognito-local's answers brought in line with Amazon Cognito's, for the embedded emulator
 * (identity-emulator.cjs): each wraps cognito-local's router, which gives the handler of an action
 * by its name.
 */
'use strict';
const { CodeMismatchError, NotAuthorizedError } = require('cognito-local/lib/errors');
const { emailDelivery } = require('./identity-gate-support.cjs');

/** @typedef {import('cognito-local/lib/server/Router').Router} Router */
/** @typedef {import('cognito-local/lib/server/Router').Route} Route */
/** @typedef {import('cognito-local/lib/services').CognitoService} CognitoService */

/** How long a reset-code request takes at the least, whoever it names. */
const FORGOT_PASSWORD_ANSWER_MS = 250;

/** The errors a password sign-in answers for an unknown name, a wrong password or a bad one. */
const SIGN_IN_ERRORS = [
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
];

/**
 * The error `target` answers instead of `code`, where `code` would tell an account exists.
 * @param {string} target
 * @param {unknown} code
 * @param {{ AuthFlow?: unknown }} req
 * @returns {Error | undefined}
 */
function alikeError(target, code, req) {
  const signingIn = target === 'InitiateAuth' || target === 'AdminInitiateAuth';
  if (signingIn && req.AuthFlow === 'USER_PASSWORD_AUTH' && SIGN_IN_ERRORS.includes(String(code))) {
    return new NotAuthorizedError('Incorrect username or password.');
  }
  if (target === 'ConfirmForgotPassword' && code === 'UserNotFoundException') {
    return new CodeMismatchError();
  }
  if (target === 'ConfirmSignUp' && code === 'NotAuthorizedException') {
    return new CodeMismatchError();
  }
  return undefined;
}

/**
 * The handler of `target`, with the answers that would tell an account exists made alike.
 * @param {string} target
 * @param {Route} handler
 * @returns {Route}
 */
function answerAlike(target, handler) {
  return async (ctx, req) => {
    try {
      const answer = /** @type {unknown} */ (await handler(ctx, req));
      if (target === 'ForgotPassword') return emailDelivery(String(req.Username ?? ''));
      return answer;
    } catch (err) {
      const code = /** @type {{ code?: unknown } | undefined} */ (err)?.code;
      if (target === 'ForgotPassword' && code === 'UserNotFoundException') {
        return emailDelivery(String(req.Username ?? ''));
      }
      throw alikeError(target, code, req) ?? err;
    }
  };
}

/**
 * Amazon Cognito app clients with PreventUserExistenceErrors (how this project sets them up) answer
 * the calls made before sign-in alike for registered and unknown addresses; cognito-local does not,
 * so its answers are brought in line here. Sign-up itself still says an address is taken, as
 * Cognito does with every setting.
 * @param {Router} route
 * @returns {Router}
 */
function withoutUserExistenceErrors(route) {
  return (target) => {
    const answer = answerAlike(target, route(target));
    if (target !== 'ForgotPassword') return answer;
    // A registered address also has its code stored and mailed; an unknown one costs nothing. The
    // answer waits until the same moment for both, so its timing does not tell them apart either.
    return async (ctx, req) => {
      const started = Date.now();
      try {
        return /** @type {unknown} */ (await answer(ctx, req));
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
 * @param {Router} route
 * @param {CognitoService} cognito
 * @returns {Router}
 */
function withUserAttributeUpdateSettings(route, cognito) {
  return (target) => {
    const handler = route(target);
    if (target !== 'UpdateUserPool') return handler;
    return async (ctx, req) => {
      const answer = /** @type {unknown} */ (await handler(ctx, req));
      const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
      await userPool.updateOptions(ctx, {
        ...userPool.options,
        UserAttributeUpdateSettings: req.UserAttributeUpdateSettings,
      });
      return answer;
    };
  };
}

/**
 * cognito-local's router with both changes above.
 * @param {Router} route
 * @param {CognitoService} cognito
 * @returns {Router}
 */
const withCognitoAnswers = (route, cognito) =>
  withUserAttributeUpdateSettings(withoutUserExistenceErrors(route), cognito);

module.exports = { withCognitoAnswers };
