/** The words of the input checks declared here rather than beside a shared form. */
export const CONTRACT_MESSAGES = {
  tokensRequired: 'idToken, accessToken and refreshToken are required.',
  invalidToken: 'Invalid token',
  groupRequired: 'Group is required',
  urlRequired: 'Enter the address of a recipe page.',
} as const;

/** Far above any Cognito token, far below what would strain the cookie header. */
export const TOKEN_MAX_LENGTH = 8_192;
/** The longest page address an import reads. */
export const IMPORT_URL_MAX_LENGTH = 2_048;
