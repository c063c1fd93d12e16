import { loginSchema, TOASTS, type LoginValues } from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { setTokens } from '../api/identity-api';
import { useIdentity } from '../hooks/use-identity';
import { useReturnPath } from '../hooks/use-return-path';
import { isIdentityError } from '../cognito/identity-client';
import { EmailField, PasswordField } from './form/form-fields';
import { useAuthForm } from './form/use-auth-form';
import { LiveForm } from '../../../components/ui/live-form';
import { SubmitRow } from './form/form-actions';
import { useT } from '../../../i18n/language';
import { identityMessages } from '../messages';

/** Email and password; on success the tokens go to the server and the visitor returns to the origin. */
export function LoginForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const identity = useIdentity();
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const t = useT(identityMessages);

  const logIn = async ({ email, password }: LoginValues) => {
    setBusy(true);
    try {
      const client = await identity();
      const tokens = await client.signIn(email.trim(), password);
      await setTokens(tokens);
      await session.refresh();
      toast.success(TOASTS.loginSuccess);
      void navigate(returnPath ?? '/', { replace: true });
    } catch (error) {
      // The provider's own words ("Incorrect username or password.") help more than a generic line.
      const message = isIdentityError(error) && error.message ? error.message : TOASTS.loginFailed;
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const { bind, submit } = useAuthForm(loginSchema, { email: '', password: '' }, logIn, (found) => {
    document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
  });

  return (
    <div className="auth-card">
      <LiveForm className="form-stack" noValidate onSubmit={submit}>
        <EmailField id={`${id}-email`} {...bind('email')} autoComplete="username" />
        <PasswordField
          id={`${id}-password`}
          label={t('password')}
          {...bind('password')}
          autoComplete="current-password"
          required
        />
        <p>
          <Link to="/forgot-password">{t('forgotYourPassword')}</Link>
        </p>
        <SubmitRow label={t('logIn')} busyLabel={t('loggingIn')} busy={busy} />
      </LiveForm>
      <p className="form-footer">
        {t('newHere')} <Link to="/signup">{t('createAccountLink')}</Link>
      </p>
    </div>
  );
}
