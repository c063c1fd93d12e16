import type { ComponentProps } from 'react';
import { controlProps, type FieldIds } from './form-field';

/**
 * The one-line control of a FormField (`form-control`, a text input unless `type` says
 * otherwise): its ids, and its hint and error message in its accessibility attributes.
 */
export function FieldInput({
  ids,
  hint,
  error,
  type = 'text',
  ...props
}: ComponentProps<'input'> & {
  ids: FieldIds;
  hint?: boolean;
  error?: string | undefined;
}) {
  return (
    <input
      {...controlProps(ids, { hint, error })}
      className="form-control"
      type={type}
      {...props}
    />
  );
}
