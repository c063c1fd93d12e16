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

/** Email and password; on success the tokens go to the server and the visitor returns to the origin. */
export function LoginForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const identity = useIdentity();
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

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
          label="Password"
          {...bind('password')}
          autoComplete="current-password"
          required
        />
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <SubmitRow label="Log In" busyLabel="Logging in…" busy={busy} />
      </LiveForm>
      <p className="form-footer">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
