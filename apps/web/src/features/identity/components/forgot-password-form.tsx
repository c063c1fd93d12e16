import { resetEmailSchema, resetSchema, TOASTS, type ResetValues } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useIdentity } from '../hooks/use-identity';
import { isIdentityError } from '../cognito/identity-client';
import { firstError } from '../validation';
import { EmailField, TextField } from './form/form-fields';
import { useAuthForm } from './form/use-auth-form';
import { NewPasswordFields } from './form/password-checklist';
import { LiveForm } from '../../../components/ui/live-form';
import { SubmitRow } from './form/form-actions';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { identityMessages } from '../messages';

const EMPTY: ResetValues = { email: '', code: '', password: '', confirmPassword: '' };

const RESET_ORDER: readonly (keyof ResetValues)[] = [
  'email',
  'code',
  'password',
  'confirmPassword',
];

/** Step 1 asks for the email and sends a code; step 2 sets the new password with that code. */
export function ForgotPasswordForm() {
  const id = useId();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const identity = useIdentity();
  const navigate = useNavigate();
  const t = useT(identityMessages);

  useEffect(() => {
    if (step === 'reset') headingRef.current?.focus();
  }, [step]);

  const sendCode = async (values: ResetValues) => {
    setBusy(true);
    try {
      const client = await identity();
      try {
        await client.forgotPassword(values.email.trim());
      } catch (error) {
        // Whether an address has an account is not given away.
        if (!(isIdentityError(error) && error.kind === 'user-not-found')) throw error;
      }
      toast.success(TOASTS.resetCodeSent);
      setStep('reset');
    } catch (error) {
      console.warn('Sending the reset code failed', error);
      toast.error(TOASTS.resetCodeFailed);
    } finally {
      setBusy(false);
    }
  };

  const reset = async (values: ResetValues) => {
    setBusy(true);
    try {
      const client = await identity();
      await client.confirmPassword(values.email.trim(), values.code.trim(), values.password);
      toast.success(TOASTS.passwordReset);
      void navigate('/login', { replace: true });
    } catch (error) {
      console.warn('Resetting the password failed', error);
      toast.error(TOASTS.resetPasswordFailed);
    } finally {
      setBusy(false);
    }
  };

  const { form, bind, submit } = useAuthForm(
    step === 'request' ? resetEmailSchema : resetSchema,
    EMPTY,
    (checked) => (step === 'request' ? sendCode(checked) : reset(checked)),
    (found) => {
      const first = firstError(found, RESET_ORDER);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  );

  const { clearErrors } = form;

  const emailField = <EmailField id={`${id}-email`} {...bind('email')} autoComplete="username" />;

  if (step === 'request') {
    return (
      <div className="auth-card">
        <h2 className="auth-card__title">{t('stepEmail')}</h2>
        <p className="auth-card__text">{t('stepEmailText')}</p>
        <LiveForm className="form-stack" noValidate onSubmit={submit}>
          {emailField}
          <SubmitRow label={t('sendVerificationCode')} busyLabel={t('sending')} busy={busy} />
        </LiveForm>
        <p className="form-footer">
          {t('rememberedIt')} <Link to="/login">{t('backToLogIn')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-card">
      <h2 className="auth-card__title" tabIndex={-1} ref={headingRef}>
        {t('stepNewPassword')}
      </h2>
      <p className="auth-card__text">{t('stepNewPasswordText')}</p>
      <LiveForm className="form-stack" noValidate onSubmit={submit}>
        {emailField}
        <TextField
          id={`${id}-code`}
          label={t('verificationCode')}
          {...bind('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <NewPasswordFields
          ids={{ password: `${id}-password`, confirmPassword: `${id}-confirmPassword` }}
          label={t('newPassword')}
          bind={bind}
        />
        <div className="form-actions">
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? t('resetting') : t('resetPassword')}
          </Button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              clearErrors();
              setStep('request');
            }}
          >
            {t('sendNewCode')}
          </button>
        </div>
      </LiveForm>
    </div>
  );
}
