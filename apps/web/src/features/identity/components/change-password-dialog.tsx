import {
  changePasswordSchema,
  TOASTS,
  VALIDATION,
  type ChangePasswordValues,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/dialog/dialog';
import { useIdentity } from '../hooks/use-identity';
import { isIdentityError } from '../cognito/identity-client';
import { PasswordField } from './form/form-fields';
import { useAuthForm } from './form/use-auth-form';
import { PasswordChecklist } from './form/password-checklist';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { identityMessages } from '../messages';

/** The identity service's failure in the words of the specification's toasts. */
export function identityFailureToast(error: unknown, fallback: string): string {
  if (!isIdentityError(error)) return fallback;
  if (error.kind === 'not-authenticated') return TOASTS.notAuthenticated;
  if (error.kind === 'session-expired') return TOASTS.sessionExpired;
  return fallback;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const identity = useIdentity();
  const t = useT(identityMessages);
  const save = async (values: ChangePasswordValues) => {
    setBusy(true);
    try {
      const client = await identity();
      await client.changePassword(values.currentPassword, values.newPassword);
      toast.success(TOASTS.passwordChanged);
      onClose();
    } catch (error) {
      console.warn('Changing the password failed', error);
      toast.error(
        isIdentityError(error) && error.kind === 'incorrect-credentials'
          ? TOASTS.currentPasswordIncorrect
          : identityFailureToast(error, TOASTS.changePasswordFailed),
      );
      setBusy(false);
    }
  };

  const { values, set, submit } = useAuthForm(changePasswordSchema, EMPTY, save);
  // Save is enabled only when the schema passes: current filled in, new equal to confirm.
  const ready = changePasswordSchema.safeParse(values).success;
  const mismatch =
    values.confirmPassword !== '' && values.newPassword !== values.confirmPassword
      ? VALIDATION.passwordsDoNotMatch
      : undefined;

  return (
    <Dialog title={t('changePassword')} onClose={onClose}>
      <form className="form-stack" noValidate onSubmit={submit}>
        <PasswordField
          label={t('currentPassword')}
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          label={t('newPassword')}
          value={values.newPassword}
          onValueChange={set('newPassword')}
          autoComplete="new-password"
          describedBy={`${id}-checklist`}
          required
        />
        <PasswordChecklist id={`${id}-checklist`} password={values.newPassword} />
        <PasswordField
          label={t('confirmNewPassword')}
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={mismatch}
          autoComplete="new-password"
          required
        />
        <div className="form-actions">
          <Button variant="primary" type="submit" disabled={busy || !ready}>
            {busy ? t('saving') : t('save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
