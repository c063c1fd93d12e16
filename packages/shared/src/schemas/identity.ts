import { z } from '../zod.js';
import { VALIDATION } from '../form-messages.js';
import { meetsPasswordPolicy } from '../rules/password.js';
import { AUTH_MESSAGES } from './identity-messages.js';

export { AUTH_MESSAGES, PROVIDER_MESSAGES } from './identity-messages.js';

/**
 * The account screens' forms (sign-in, sign-up, forgot password, account, change password). The
 * identity service checks the same again; these give each field its message before anything is
 * sent. Every field is text as typed; each check is one `superRefine`, so every field is reported
 * at once, each with its first problem.
 */
type Issue = { path: string; message: string };
function withChecks<T extends Record<string, string>>(
  fields: readonly (keyof T & string)[],
  check: (values: T) => (Issue | undefined | false)[],
) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as {
    [K in keyof T]: z.ZodString;
  };
  return z.object(shape).superRefine((values, ctx) => {
    for (const issue of check(values as unknown as T)) {
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

const isBlank = (value: string) => value.trim() === '';

/** Only a typo check: the identity service checks addresses properly. */
function emailIssue(email: string, required?: string): Issue | undefined {
  if (required && isBlank(email)) return { path: 'email', message: required };
  return email.includes('@') ? undefined : { path: 'email', message: VALIDATION.validEmail };
}

function newPasswordIssues(
  password: string,
  confirmPassword: string,
  messages: { password: string; confirm: string },
  names = { password: 'password', confirm: 'confirmPassword' },
): (Issue | undefined)[] {
  return [
    password === ''
      ? { path: names.password, message: messages.password }
      : meetsPasswordPolicy(password)
        ? undefined
        : { path: names.password, message: AUTH_MESSAGES.passwordRulesUnmet },
    confirmPassword === ''
      ? { path: names.confirm, message: messages.confirm }
      : password !== '' && password !== confirmPassword
        ? { path: names.confirm, message: VALIDATION.passwordsDoNotMatch }
        : undefined,
  ];
}

/** Month and day travel together: both or neither; the problem is reported as `birthday`. */
function birthdayIssue(month: string, day: string): Issue | undefined {
  return (month === '') === (day === '')
    ? undefined
    : { path: 'birthday', message: VALIDATION.birthdayBoth };
}

export type LoginValues = { email: string; password: string };
export const loginSchema = withChecks<LoginValues>(['email', 'password'], (v) => [
  emailIssue(v.email, VALIDATION.emailRequired),
  v.password === '' && { path: 'password', message: VALIDATION.passwordRequired },
]);

export type SignUpValues = {
  name: string;
  email: string;
  birthMonth: string;
  birthDay: string;
  password: string;
  confirmPassword: string;
};
export const signUpSchema = withChecks<SignUpValues>(
  ['name', 'email', 'birthMonth', 'birthDay', 'password', 'confirmPassword'],
  (v) => [
    isBlank(v.name) && { path: 'name', message: VALIDATION.nameRequired },
    emailIssue(v.email, VALIDATION.emailRequired),
    birthdayIssue(v.birthMonth, v.birthDay),
    ...newPasswordIssues(v.password, v.confirmPassword, {
      password: VALIDATION.passwordRequired,
      confirm: VALIDATION.confirmPasswordRequired,
    }),
  ],
);

/** The first step of "forgot password": the address the code goes to. */
export type ResetEmailValues = { email: string };
export const resetEmailSchema = withChecks<ResetEmailValues>(['email'], (v) => [
  emailIssue(v.email),
]);

/** The second step: the code from the mail and the new password. */
export type ResetValues = {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
};
export const resetSchema = withChecks<ResetValues>(
  ['email', 'code', 'password', 'confirmPassword'],
  (v) => [
    emailIssue(v.email),
    isBlank(v.code) && { path: 'code', message: VALIDATION.codeRequired },
    ...newPasswordIssues(v.password, v.confirmPassword, {
      password: VALIDATION.passwordRequiredDot,
      confirm: VALIDATION.confirmPasswordRequiredDot,
    }),
  ],
);

/** The last step of sign-up: the code mailed to confirm the address. */
export type ConfirmCodeValues = { code: string };
export const confirmCodeSchema = withChecks<ConfirmCodeValues>(['code'], (v) => [
  isBlank(v.code) && { path: 'code', message: VALIDATION.codeRequired },
]);

/** The account page's own fields: the name and the optional birthday. */
export type AccountValues = { name: string; birthMonth: string; birthDay: string };
export const accountSchema = withChecks<AccountValues>(['name', 'birthMonth', 'birthDay'], (v) => [
  isBlank(v.name) && { path: 'name', message: VALIDATION.nameRequired },
  birthdayIssue(v.birthMonth, v.birthDay),
]);

/**
 * The change-password dialog: the current password, and a new one typed twice. Save stays off
 * until these pass; the identity service applies the policy to the new one.
 */
export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
export const changePasswordSchema = withChecks<ChangePasswordValues>(
  ['currentPassword', 'newPassword', 'confirmPassword'],
  (v) => [
    v.currentPassword === '' && { path: 'currentPassword', message: VALIDATION.passwordRequired },
    v.newPassword === '' && { path: 'newPassword', message: VALIDATION.passwordRequired },
    v.newPassword !== v.confirmPassword && {
      path: 'confirmPassword',
      message: VALIDATION.passwordsDoNotMatch,
    },
  ],
);
