/** The texts of forms, toasts and moderation, worded exactly as the specification gives them. */
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
  languageInvalid:
    'Language must be one of the recipe languages (an ISO 639-1 code such as en, de or ar)',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  birthdayBoth: 'Select both a birth month and day.',
  languageUnknown: 'Choose one of the site’s languages.',
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

/** What a form's field says beside its label. */
export const FIELD_TEXT = {
  /** After the label of a field that may be left empty. */
  optional: '(optional)',
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

/** The recipe form's reading of each ingredient line, and the fields that correct one. */
export const INGREDIENT_TEXT = {
  understoodTitle: 'How we read your ingredients',
  understoodHint: 'Check each line. If we read one wrong, press Correct.',
  understoodEmpty: 'Ingredients you type appear here, as we read them.',
  unreadable: 'We could not read this line; it will be kept as written.',
  /** What the reading says of a heading line ("For the sauce:"). */
  heading: 'names a part of the recipe, not a food',
  correct: 'Correct',
  apply: 'Use this',
  cancel: 'Cancel',
  foodRequired: 'Write the food, for example flour.',
  readDifferently: 'We would read this line differently:',
  readDifferentlyHint: 'Change the fields, or write the line in the ingredients box.',
  corrected: 'The line now reads',
} as const;
