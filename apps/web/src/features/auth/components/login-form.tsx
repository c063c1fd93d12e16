import { TOASTS, VALIDATION } from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { setTokens } from '../api/auth-api';
import { useIdentity } from '../hooks/use-identity';
import { useReturnPath } from '../hooks/use-return-path';
import { isIdentityError } from '../identity/identity-client';
import type { FieldErrors } from '../validation';
import { PasswordField, TextField } from './form/form-fields';
import { LiveForm } from '../../../components/ui/live-form';

type LoginField = 'email' | 'password';

/** Email and password; on success the tokens go to the server and the visitor returns to the origin. */
export function LoginForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const identity = useIdentity();
  const session = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<LoginField> = {};
    if (email.trim() === '') found.email = VALIDATION.emailRequired;
    else if (!email.includes('@')) found.email = VALIDATION.validEmail;
    if (password === '') found.password = VALIDATION.passwordRequired;
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const client = await identity();
      const tokens = await client.signIn(email.trim(), password);
      await setTokens(tokens);
      await session.refresh();
      toast.success(TOASTS.loginSuccess);
      navigate(returnPath ?? '/', { replace: true });
    } catch (error) {
      // The provider's own words ("Incorrect username or password.") help more than a generic line.
      const message = isIdentityError(error) && error.message ? error.message : TOASTS.loginFailed;
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-card">
      <LiveForm className="form-stack" noValidate onSubmit={submit}>
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Logging in…' : 'Log In'}
          </button>
        </div>
      </LiveForm>
      <p className="form-footer">
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
