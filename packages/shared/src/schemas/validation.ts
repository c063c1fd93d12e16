import type { z } from 'zod';
import { isRecord } from './fields.js';

export type ValidationResult<T> =
  { success: true; data: T } | { success: false; errors: FieldError[] };

/**
 * One problem with one field of a request: the API's 400 answers carry a list of them as
 * `errors`, beside `message` (the first one's message), and forms show each by its field.
 */
export interface FieldError {
  /** Top-level key, or "parent.child" when `fieldOrder` names the nested field. */
  field: string;
  message: string;
}

function fieldOf(path: readonly PropertyKey[], fieldOrder: readonly string[]): string {
  const nested = path.slice(0, 2).map(String).join('.');
  return fieldOrder.includes(nested) ? nested : String(path[0] ?? '');
}

/**
 * Validates a whole form and reports what the user must fix as one list: one error per field
 * (the first), in `fieldOrder`. Input that is not an object at all counts as an
 * empty form, so it gets the "is required" messages rather than a type error.
 */
export function validateFields<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  fieldOrder: readonly string[],
  extraErrors: readonly FieldError[] = [],
): ValidationResult<T> {
  const result = schema.safeParse(isRecord(raw) ? raw : {});
  if (result.success && extraErrors.length === 0) return { success: true, data: result.data };
  const issues = result.success ? [] : result.error.issues;
  const fieldErrors = [
    ...extraErrors,
    ...issues.map((issue) => ({ field: fieldOf(issue.path, fieldOrder), message: issue.message })),
  ];
  const rank = (error: FieldError) => {
    const index = fieldOrder.indexOf(error.field);
    return index === -1 ? fieldOrder.length : index;
  };
  const fields = new Set<string>();
  const errors: FieldError[] = [];
  for (const error of fieldErrors.sort((a, b) => rank(a) - rank(b))) {
    if (fields.has(error.field)) continue;
    fields.add(error.field);
    errors.push(error);
  }
  return { success: false, errors };
}
