import { passwordRequirements } from '@family-recipes/shared';
import { Circle, CircleCheck, Icon } from '../../../../components/icons';
import { PasswordField, type TextFieldProps } from './form-fields';
import { useT } from '../../../../i18n/language';
import { useSharedText } from '../../../../i18n/shared-text';
import { identityMessages } from '../../messages';
import './form.css';

/** Shows, while typing, which password requirements are met; linked to the input by its id. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const requirements = passwordRequirements(password);
  const t = useT(identityMessages);
  const text = useSharedText();
  return (
    <div id={id} className="checklist">
      <p className="checklist__title">{t('passwordNeeds')}</p>
      <ul aria-label={t('passwordRequirements')}>
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
            <span>{text(requirement.label)}</span>
            <span className="visually-hidden">
              {' '}
              {requirement.met ? t('requirementMet') : t('requirementNotMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a text field is given for one of the form's values: its value, setter and error. */
type FieldBinding = Pick<TextFieldProps, 'value' | 'onValueChange' | 'error'>;

/**
 * A new password with its live requirement checklist, and its confirmation: the form's
 * `password` and `confirmPassword`, bound with `bind` (useAuthForm's) at the ids of `ids`.
 */
export function NewPasswordFields({
  ids,
  label,
  bind,
}: {
  ids: { password: string; confirmPassword: string };
  label: string;
  bind: (name: 'password' | 'confirmPassword') => FieldBinding;
}) {
  const checklistId = `${ids.password}-checklist`;
  const password = bind('password');
  const t = useT(identityMessages);
  return (
    <>
      <PasswordField
        id={ids.password}
        label={label}
        {...password}
        autoComplete="new-password"
        describedBy={checklistId}
        required
      />
      <PasswordChecklist id={checklistId} password={password.value} />
      <PasswordField
        id={ids.confirmPassword}
        label={t('confirmPassword')}
        {...bind('confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
