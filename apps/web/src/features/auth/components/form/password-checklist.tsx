import { passwordRequirements } from '@family-recipes/shared';
import { PasswordField } from './form-fields';
import './form.css';

/** Shows, while typing, which password requirements are met; linked to the input by its id. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const requirements = passwordRequirements(password);
  return (
    <div id={id} className="checklist">
      <p className="checklist__title">Your password needs:</p>
      <ul aria-label="Password requirements">
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`checklist__item${requirement.met ? ' checklist__item--met' : ''}`}
            data-met={requirement.met}
          >
            <svg
              className="checklist__icon"
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
            >
              {requirement.met ? (
                <>
                  <circle cx="10" cy="10" r="9" fill="currentColor" />
                  <path
                    d="M6 10.5l2.6 2.5L14 7.5"
                    fill="none"
                    stroke="#fff"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </>
              ) : (
                <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
            <span>{requirement.label}</span>
            <span className="visually-hidden">{requirement.met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new password with its live requirement checklist, and its confirmation. */
export function NewPasswordFields({
  passwordId,
  confirmId,
  label,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: {
  passwordId: string;
  confirmId: string;
  label: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}) {
  const checklistId = `${passwordId}-checklist`;
  return (
    <>
      <PasswordField
        id={passwordId}
        label={label}
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
        autoComplete="new-password"
        describedBy={checklistId}
        required
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        id={confirmId}
        label="Confirm Password"
        value={confirm}
        onValueChange={onConfirmChange}
        error={errors.confirmPassword}
        autoComplete="new-password"
        required
      />
    </>
  );
}
