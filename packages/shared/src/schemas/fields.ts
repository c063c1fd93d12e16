import { z } from '../zod.js';
import { EMAIL_MAX_LENGTH } from '../constants.js';
import { VALIDATION } from '../form-messages.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Forms send '' for a field left empty where an API client leaves it out: both are missing. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Text that must be filled in, reporting the specification's message when left empty. */
export function requiredText(label: string, required: string, max: number) {
  return z
    .string({ error: (issue) => (isBlank(issue.input) ? required : `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, tooLong(label, max));
}

/** Optional text; a missing value becomes ''. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLong(label, max)),
  );
}

/** Form fields and query strings carry whole numbers as text; '' means not filled in. */
function integerFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
}

export function integer(
  range: { min: number; max: number },
  messages: { invalid: string; required?: string; tooBig?: string },
) {
  const { invalid, required = invalid, tooBig = invalid } = messages;
  return z
    .number({ error: (issue) => (isBlank(issue.input) ? required : invalid) })
    .int(invalid)
    .min(range.min, invalid)
    .max(range.max, tooBig);
}

/** Accepts a whole number given as a number or as its text. */
export function integerText<T extends z.ZodType>(schema: T) {
  return z.preprocess(integerFromText, schema);
}

/** Matches one of `values` whatever its case, and gives back the canonical spelling. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  required: string,
) {
  const invalid = `${label} must be one of ${values.join(', ')}`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const wanted = value.trim().toLowerCase();
      return values.find((candidate) => candidate.toLowerCase() === wanted) ?? value;
    },
    z.enum(values, { error: (issue) => (isBlank(issue.input) ? required : invalid) }),
  );
}

/**
 * Cognito checks addresses properly; this catches typos early, as the forms do. An empty address
 * passes the pattern so that it is reported once, as required.
 */
export const emailField = requiredText('Email', VALIDATION.emailRequired, EMAIL_MAX_LENGTH).regex(
  /^(?:[^\s@]+@[^\s@]+)?$/,
  VALIDATION.validEmail,
);
