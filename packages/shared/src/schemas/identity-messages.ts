/* The account screens' messages, apart from their zod schemas (identity.ts re-exports them). */

/** What the account screens say when a new password misses a requirement of the policy. */
export const AUTH_MESSAGES = {
  passwordRulesUnmet: 'Password does not meet all the requirements.',
} as const;

/**
 * What the identity service says in the answers a page shows a cook (the sign-in toast, the
 * sign-up and code forms), as Amazon Cognito words them; the identity gate answers alike
 * (apps/api/bin/identity-gate-*.cjs). A page shows each in the reader's language among the shared
 * texts; a message not listed here shows as the service wrote it.
 */
export const PROVIDER_MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  userNotFound: 'User does not exist.',
  userNotConfirmed: 'User is not confirmed.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  accountExists: 'An account with the given email already exists.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  passwordAttempts: 'Password attempts exceeded',
  unreachable: 'The identity service could not be reached.',
} as const;
