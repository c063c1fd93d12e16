import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../form-messages.js';
import {
  accountSchema,
  AUTH_MESSAGES,
  changePasswordSchema,
  confirmCodeSchema,
  loginSchema,
  resetEmailSchema,
  resetSchema,
  signUpSchema,
} from './identity.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('auth forms', () => {
  it.each([
    [
      'when the sign-up form is empty, then name, email and both passwords are required',
      { name: ' ', email: '', birthMonth: '', birthDay: '', password: '', confirmPassword: '' },
      {
        name: VALIDATION.nameRequired,
        email: VALIDATION.emailRequired,
        password: VALIDATION.passwordRequired,
        confirmPassword: VALIDATION.confirmPasswordRequired,
      },
    ],
    [
      'when the sign-up form has a half birthday, a weak password and a mismatch, then each is said',
      {
        name: 'Rose',
        email: 'rose.example.test',
        birthMonth: '5',
        birthDay: '',
        password: 'weak',
        confirmPassword: 'other',
      },
      {
        email: VALIDATION.validEmail,
        birthday: VALIDATION.birthdayBoth,
        password: AUTH_MESSAGES.passwordRulesUnmet,
        confirmPassword: VALIDATION.passwordsDoNotMatch,
      },
    ],
  ])('%s', (_name, form, expected) => {
    expect(messages(signUpSchema.safeParse(form))).toEqual(expected);
  });

  it('when the reset steps are empty, then they answer with their own words', () => {
    expect(messages(resetEmailSchema.safeParse({ email: '' }))).toEqual({
      email: VALIDATION.validEmail,
    });
    expect(
      messages(
        resetSchema.safeParse({ email: 'a@b', code: '', password: '', confirmPassword: '' }),
      ),
    ).toEqual({
      code: VALIDATION.codeRequired,
      password: VALIDATION.passwordRequiredDot,
      confirmPassword: VALIDATION.confirmPasswordRequiredDot,
    });
  });

  it('when sign-in, account and change-password forms are filled in, then they pass', () => {
    expect(loginSchema.safeParse({ email: 'a@b', password: 'x' }).success).toBe(true);
    expect(accountSchema.safeParse({ name: 'Rose', birthMonth: '', birthDay: '' }).success).toBe(
      true,
    );
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'New#12345',
        confirmPassword: 'New#12345',
      }).success,
    ).toBe(true);
    expect(messages(confirmCodeSchema.safeParse({ code: ' ' }))).toEqual({
      code: VALIDATION.codeRequired,
    });
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordRequired,
    });
  });
});
