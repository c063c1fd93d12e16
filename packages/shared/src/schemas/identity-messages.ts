/* The account screens' messages, apart from their zod schemas (identity.ts re-exports them). */

/** What the account screens say when a new password misses a requirement of the policy. */
export const AUTH_MESSAGES = {
  passwordRulesUnmet: 'Password does not meet all the requirements.',
} as const;
