import { FIELD_TEXT } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { useSharedText } from '../../i18n/shared-text';
import { CircleAlert, Icon } from '../icons';
import './form-field.css';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** The ids of a control and its hint and error message; the parts are joined with dashes. */
export function fieldIds(...parts: string[]): FieldIds {
  const id = parts.join('-');
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The accessibility attributes of a control: its hint and, when invalid, its error message. */
export function controlProps(
  ids: FieldIds,
  options: {
    hint?: boolean | undefined;
    error?: string | undefined;
    required?: boolean | undefined;
    /** Further ids the control is described by (e.g. a checklist). */
    describedBy?: string | undefined;
  },
) {
  const describedBy = [
    options.hint ? ids.hintId : '',
    options.error ? ids.errorId : '',
    options.describedBy ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.id,
    'aria-invalid': options.error ? (true as const) : undefined,
    'aria-required': options.required ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/**
 * An error message with its icon, for a field or a group of fields. A message that is one of the
 * shared package's English texts (the forms' rules, the API's answers) shows in the reader's
 * language.
 */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  const text = useSharedText();
  return (
    <p id={id} className="form-field__error">
      <Icon icon={CircleAlert} size={18} />
      <span>{typeof children === 'string' ? text(children) : children}</span>
    </p>
  );
}

/** A big label above its control, an optional hint, and the error message when there is one. */
export function FormField({
  ids,
  label,
  required = false,
  marker = true,
  hint,
  error,
  aside,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  /** Whether the label ends with " *" (required) or " (optional)"; off where every field is required. */
  marker?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown on the label's line, at the end (e.g. a character counter). */
  aside?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  // Loads the reader's words for the error messages with the form rather than with its first error.
  const text = useSharedText();
  const classes = ['form-field', error ? 'form-field--invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="form-field__label-row">
        <label htmlFor={ids.id} className="form-field__label">
          {label}
          {marker &&
            (required ? (
              <span className="form-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : (
              <span className="form-field__optional"> {text(FIELD_TEXT.optional)}</span>
            ))}
        </label>
        {aside}
      </div>
      {hint && (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
