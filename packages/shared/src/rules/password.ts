import { PASSWORD_MIN_LENGTH } from '../constants.js';

export interface PasswordRequirement {
  id: 'length' | 'number' | 'special' | 'upper' | 'lower';
  label: string;
  met: boolean;
}

/**
 * The password policy of the accounts (the identity service enforces the same): each requirement
 * with the words the sign-up and password screens show beside the field.
 */
const POLICY: readonly {
  id: PasswordRequirement['id'];
  label: string;
  test: (p: string) => boolean;
}[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'number', label: '1 number', test: (password) => /\d/.test(password) },
  {
    id: 'special',
    label: '1 special character',
    test: (password) => /[^A-Za-z0-9\s]/.test(password),
  },
  { id: 'upper', label: '1 uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'lower', label: '1 lowercase letter', test: (password) => /[a-z]/.test(password) },
];

/** Each requirement of the policy and whether `password` meets it, in the checklist's order. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return POLICY.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

export function meetsPasswordPolicy(password: string): boolean {
  return POLICY.every(({ test }) => test(password));
}
