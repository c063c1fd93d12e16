import { PASSWORD_MIN_LENGTH, VALIDATION } from '@family-recipes/shared';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface PasswordRequirement {
  id: string;
  label: string;
  met: boolean;
}

/** The live checklist of the sign-up and password screens (docs/product.md, forms). */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { id: 'number', label: '1 number', met: /\d/.test(password) },
    { id: 'special', label: '1 special character', met: /[^A-Za-z0-9\s]/.test(password) },
    { id: 'upper', label: '1 uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'lower', label: '1 lowercase letter', met: /[a-z]/.test(password) },
  ];
}

export const PASSWORD_RULES_UNMET = 'Password does not meet all the requirements.';

const isBlank = (value: string) => value.trim() === '';

function emailError(email: string, requiredMessage?: string): string | undefined {
  if (requiredMessage && isBlank(email)) return requiredMessage;
  return email.includes('@') ? undefined : VALIDATION.validEmail;
}

export interface SignUpValues {
  name: string;
  email: string;
  birthMonth: string;
  birthDay: string;
  password: string;
  confirmPassword: string;
}
export type SignUpField = 'name' | 'email' | 'birthday' | 'password' | 'confirmPassword';

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (isBlank(values.name)) errors.name = VALIDATION.nameRequired;
  const email = emailError(values.email, VALIDATION.emailRequired);
  if (email) errors.email = email;
  const birthday = birthdayError(values.birthMonth, values.birthDay);
  if (birthday) errors.birthday = birthday;
  if (values.password === '') errors.password = VALIDATION.passwordRequired;
  else if (passwordRequirements(values.password).some((r) => !r.met)) {
    errors.password = PASSWORD_RULES_UNMET;
  }
  if (values.confirmPassword === '') errors.confirmPassword = VALIDATION.confirmPasswordRequired;
  else if (values.password !== '' && values.password !== values.confirmPassword) {
    errors.confirmPassword = VALIDATION.passwordsDoNotMatch;
  }
  return errors;
}

/** Month and day travel together: both or neither. */
export function birthdayError(month: string, day: string): string | undefined {
  return (month === '') === (day === '') ? undefined : VALIDATION.birthdayBoth;
}

export function validateResetEmail(email: string): FieldErrors<'email'> {
  const error = emailError(email);
  return error ? { email: error } : {};
}

export interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  const errors: FieldErrors<keyof ResetValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (isBlank(values.code)) errors.code = VALIDATION.codeRequired;
  if (values.password === '') errors.password = VALIDATION.passwordRequiredDot;
  else if (passwordRequirements(values.password).some((r) => !r.met)) {
    errors.password = PASSWORD_RULES_UNMET;
  }
  if (values.confirmPassword === '') {
    errors.confirmPassword = VALIDATION.confirmPasswordRequiredDot;
  } else if (values.password !== '' && values.password !== values.confirmPassword) {
    errors.confirmPassword = VALIDATION.passwordsDoNotMatch;
  }
  return errors;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Save is enabled only when the current password is filled and new equals confirm. */
export function canChangePassword(values: ChangePasswordValues): boolean {
  return (
    values.currentPassword !== '' &&
    values.newPassword !== '' &&
    values.newPassword === values.confirmPassword
  );
}

/** The first field with a problem, in the form's order, to move focus there. */
export function firstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
): K | undefined {
  return order.find((key) => errors[key] !== undefined);
}
