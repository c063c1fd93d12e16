import type { Request } from 'express';
import type { z } from 'zod';
import { fieldErrorsOf, invalidInput } from './errors.js';

/** A path parameter as text; '' when Express has none by that name. */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** `value` parsed with a shared schema, or a 400 naming each field at fault. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  fallback: string,
): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(fieldErrorsOf(parsed.error), fallback);
  return parsed.data;
}
