import { passwordRequirements } from '@family-recipes/shared';
import { Circle, CircleCheck, Icon } from '../../../../components/icons';
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
            <Icon
              icon={requirement.met ? CircleCheck : Circle}
              size={18}
              className="checklist__icon"
            />
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
