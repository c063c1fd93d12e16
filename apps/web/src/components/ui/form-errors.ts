import type { FieldError } from '@family-recipes/shared';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The messages of a form's invalid fields, in the order the form shows its fields: what the
 * validation toast lists.
 */
export function messagesInOrder<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): string[] {
  return order.flatMap((name) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message !== '' ? [message] : [];
  });
}

/** The first field of `order` that has an error, so it can take the focus. */
export function firstInvalid<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): Path<T> | undefined {
  return order.find((name) => (errors as Record<string, unknown>)[name] !== undefined);
}

/**
 * Marks each field the server named (`errors: [{ field, message }]` of a 400 answer) invalid with
 * its message. `fieldOf` turns the API's field name into the form's (e.g. "more.serving" into
 * "serving"); fields the form does not show are left to the toast.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly FieldError[],
  fieldOf: (field: string) => Path<T> | undefined,
): Path<T>[] {
  const marked: Path<T>[] = [];
  for (const error of errors) {
    const name = fieldOf(error.field);
    if (!name || marked.includes(name)) continue;
    marked.push(name);
    setError(name, { type: 'server', message: error.message });
  }
  return marked;
}
