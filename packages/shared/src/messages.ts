import { RECIPE_JSON_MAX_DEPTH, REVIEW_LIMITS } from './constants.js';

/** Every user-facing text of the specification, worded exactly as it gives them. */
export const VALIDATION = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  thumbnailRequired: 'Thumbnail Image is required',
  categoryRequired: 'Category is required',
  difficultyRequired: 'Difficulty is required',
  prepTimeRequired: 'Prep Time is required',
  cookTimeRequired: 'Cook Time is required',
  totalTimeRequired: 'Total Time is required',
  servingRequired: 'Serving is required',
  ingredientsRequired: 'Ingredients are required',
  instructionsRequired: 'Instructions are required',
  sourceRequired: 'Source is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  birthdayBoth: 'Select both a birth month and day.',
  validEmail: 'Enter a valid email!',
  passwordsDoNotMatch: 'Passwords do not match!',
  codeRequired: 'Code is required.',
  passwordRequiredDot: 'Password is required.',
  confirmPasswordRequiredDot: 'Confirm Password is required.',
} as const;

export const TOASTS = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed.',
  signupSuccess: 'Sign-up successful! Please verify your email.',
  signupFailed: 'An error occurred during sign-up.',
  assignRoleFailed: 'Failed to assign role.',
  verifiedAndLoggedIn: 'Email verified and login successful!',
  loginAfterVerificationFailed: 'Failed to log in after email verification.',
  confirmEmailFailed: 'Failed to confirm email.',
  recipeApproved: 'Recipe approved successfully!',
  recipeDenied: 'Recipe denied successfully!',
  approveFailed: 'Failed to approve the recipe. Please try again.',
  recipeFeatured: 'Recipe featured successfully!',
  featureFailed: 'Failed to feature the recipe.',
  recipeUnfeatured: 'Recipe unfeatured successfully!',
  unfeatureFailed: 'Failed to unfeature the recipe.',
  recipeSubmitted: 'Recipe submitted successfully!',
  submitFailed: 'Failed to submit recipe!',
  recipeUpdated: 'Recipe updated successfully!',
  updateFailed: 'Failed to update recipe!',
  messageSent: 'Successfully sent message!',
  messageFailed: 'An error occurred while sending message',
  loadUserFailed: 'Failed to load user data.',
  updatesSaved: 'Your updates were saved successfully!',
  updateNameFailed: 'Failed to update name in Cognito.',
  updateBirthdayFailed: 'Failed to update birthday.',
  saveChangesFailed: 'Failed to save changes.',
  notAuthenticated: 'User is not authenticated. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  changePasswordFailed: 'Failed to change password.',
  passwordChanged: 'Password changed successfully!',
  resetCodeSent: 'If the email is registered, a verification code has been sent.',
  resetCodeFailed: 'Failed to send reset code.',
  passwordReset: 'Password reset successfully!',
  resetPasswordFailed: 'Failed to reset password.',
  validationErrorTitle: 'Error!',
} as const;

export const PAGE_TEXT = {
  notFoundTitle: 'Page not found',
  notFoundBody: "Sorry, we couldn't find the page you're looking for",
  goBackHome: 'Go back home',
  noRecipesFound: 'No recipes found',
  noRecipesFoundList: 'No recipes found.',
  loading: 'Loading',
  accessDeniedTitle: 'Access Denied',
  accessDeniedMessage:
    'Unauthorized to view this recipe. Please check your permissions or contact support.',
  recipeNotFoundTitle: 'Recipe Not Found',
  backToHome: 'Back to Home',
  accessUnavailable: 'Access Unavailable',
  networkError: 'Network error occurred.',
} as const;

/** Error messages of API responses. */
export const API_MESSAGES = {
  recipeNotFound: 'Recipe not found',
  recipeAccessDenied: 'Access denied. Unauthorized to view this recipe.',
  refreshTokenMissing: 'Refresh token missing or expired',
  routeNotFound: 'Not found',
  /** The kitchen's writes (lists, notes, the plan) over their rate limit. */
  tooManyChanges: 'Too many changes. Please try again in a few minutes.',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'Database unavailable',
  recipeJsonTooDeep: `The lists of a recipe can be nested at most ${RECIPE_JSON_MAX_DEPTH} levels deep.`,
  reviewsTooLarge: `Reviews can hold at most ${REVIEW_LIMITS.count} reviews and ${REVIEW_LIMITS.maxBytes / 1024} KB in all.`,
} as const;

/** Moderation notes and the family provenance of a recipe (decision 019). */
export const REVIEW_TEXT = {
  denyPrompt: 'What should the cook change?',
  approvePrompt: 'A note for the cook (optional)',
  noteHint: 'The cook gets it by email and sees it in My Recipes.',
  noteFromReviewer: 'Note from the reviewer',
  historyTitle: 'Review history',
  digestLabel: 'Email me once a day when new recipes wait for review',
  digestSaved: 'Your digest setting was saved.',
  digestFailed: 'Failed to save the digest setting.',
} as const;

export const STATUS_LABELS: Record<100 | 101 | 199, string> = {
  100: 'Pending',
  101: 'Approved',
  199: 'Denied',
};
