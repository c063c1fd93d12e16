import type { ReactNode } from 'react';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export function fieldIds(prefix: string, name: string): FieldIds {
  const id = `${prefix}-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The accessibility attributes of a control: its hint and, when invalid, its error message. */
export function controlProps(
  ids: FieldIds,
  options: { hint?: boolean; error?: string | undefined; required?: boolean },
) {
  const describedBy = [options.hint ? ids.hintId : '', options.error ? ids.errorId : '']
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.id,
    'aria-invalid': options.error ? (true as const) : undefined,
    'aria-required': options.required ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A big label above its control, an optional hint, and the error message when there is one. */
export function FormField({
  ids,
  label,
  required,
  hint,
  error,
  aside,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown on the label's line, at the end (e.g. a character counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''} ${className ?? ''}`}>
      <div className="form-field__label-row">
        <label htmlFor={ids.id} className="form-field__label">
          {label}
          {required ? (
            <span className="form-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="form-field__optional"> (optional)</span>
          )}
        </label>
        {aside}
      </div>
      {hint && (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className="form-field__error">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5v6M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
