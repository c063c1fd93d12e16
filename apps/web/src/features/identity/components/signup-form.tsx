import {
  confirmCodeSchema,
  signUpSchema,
  TOASTS,
  type ConfirmCodeValues,
  type SignUpValues,
} from '@family-recipes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { assignUserRole, insertUser, setTokens } from '../api/identity-api';
import { useIdentity } from '../hooks/use-identity';
import type { IdentityTokens } from '../cognito/identity-client';
import { firstError, type FieldErrors } from '../validation';
import { BirthdayFields, EmailField, TextField } from './form/form-fields';
import { useAuthForm } from './form/use-auth-form';
import { NewPasswordFields } from './form/password-checklist';
import { LiveForm } from '../../../components/ui/live-form';
import { SubmitRow } from './form/form-actions';
import { useLanguage, useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { identityMessages } from '../messages';

const EMPTY: SignUpValues = {
  name: '',
  email: '',
  birthMonth: '',
  birthDay: '',
  password: '',
  confirmPassword: '',
};

type SignUpField = 'name' | 'email' | 'birthday' | 'password' | 'confirmPassword';

const FIELD_ORDER: readonly SignUpField[] = [
  'name',
  'email',
  'birthday',
  'password',
  'confirmPassword',
];

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Sign up, then confirm the email with the code, then the automatic log-in (docs/product.md). */
export function SignupForm() {
  const id = useId();
  const ids: Record<SignUpField, string> = {
    name: `${id}-name`,
    email: `${id}-email`,
    birthday: `${id}-birthday`,
    password: `${id}-password`,
    confirmPassword: `${id}-confirm`,
  };
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const identity = useIdentity();
  const t = useT(identityMessages);
  const text = useSharedText();
  const { language } = useLanguage();

  const focusFirst = (found: FieldErrors<SignUpField>) => {
    const first = firstError(found, FIELD_ORDER);
    if (!first) return;
    const target =
      first === 'birthday'
        ? document.querySelector<HTMLElement>(`#${CSS.escape(ids.birthday)} select`)
        : document.getElementById(ids[first]);
    target?.focus();
  };

  const signUp = async (values: SignUpValues) => {
    setProblem(undefined);
    setBusy(true);
    try {
      const client = await identity();
      await client.signUp({
        email: values.email.trim(),
        password: values.password,
        name: values.name.trim(),
        // The language its verification and reset codes are mailed in.
        locale: language,
      });
      toast.success(TOASTS.signupSuccess);
      setStep('confirm');
    } catch (error) {
      toast.error(TOASTS.signupFailed);
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const { values, errors, set, bind, submit } = useAuthForm(
    signUpSchema,
    EMPTY,
    signUp,
    (found) => {
      setProblem(undefined);
      focusFirst(found);
    },
  );

  if (step === 'confirm') {
    return <ConfirmEmail values={values} />;
  }

  return (
    <div className="auth-card">
      <LiveForm
        className="form-stack"
        noValidate
        onSubmit={submit}
        aria-describedby={`${id}-problem`}
      >
        <TextField id={ids.name} label={t('name')} {...bind('name')} autoComplete="name" required />
        <EmailField id={ids.email} {...bind('email')} autoComplete="email" />
        <div id={ids.birthday}>
          <BirthdayFields
            month={values.birthMonth}
            day={values.birthDay}
            onMonthChange={set('birthMonth')}
            onDayChange={set('birthDay')}
            error={errors.birthday}
          />
        </div>
        <NewPasswordFields ids={ids} label={t('password')} bind={bind} />
        <div id={`${id}-problem`} aria-live="polite">
          {problem && <p className="form-alert">{text(problem)}</p>}
        </div>
        <SubmitRow label={t('signUp')} busyLabel={t('creatingAccount')} busy={busy} />
      </LiveForm>
      <p className="form-footer">
        {t('alreadyHaveAccount')} <Link to="/login">{t('logInLink')}</Link>
      </p>
    </div>
  );
}

/** Stands for the address in the confirmation's sentence, which is split around it. */
const EMAIL_MARK = '\u0000';

function ConfirmEmail({ values }: { values: SignUpValues }) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const identity = useIdentity();
  const session = useSession();
  const navigate = useNavigate();
  const email = values.email.trim();
  const t = useT(identityMessages);
  const text = useSharedText();
  // The address, in bold, where the language puts it in the sentence.
  const [beforeEmail, afterEmail = ''] = t('codeSentTo', { email: EMAIL_MARK }).split(EMAIL_MARK);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const confirm = async ({ code }: ConfirmCodeValues) => {
    setProblem(undefined);
    setBusy(true);
    try {
      const client = await identity();
      try {
        await client.confirmSignUp(email, code.trim());
      } catch (failure) {
        toast.error(TOASTS.confirmEmailFailed);
        setProblem(messageOf(failure));
        return;
      }
      let tokens: IdentityTokens;
      try {
        tokens = await client.signIn(email, values.password);
      } catch (failure) {
        console.warn('Logging in after verification failed', failure);
        toast.error(TOASTS.loginAfterVerificationFailed);
        void navigate('/login');
        return;
      }
      // Both calls act for the owner of the new id token only; if either fails, the next
      // log-in repairs the account (set-tokens ensures the group and the record).
      try {
        await assignUserRole(email, tokens.idToken);
      } catch (failure) {
        console.warn('Assigning the user role failed', failure);
        toast.error(TOASTS.assignRoleFailed);
      }
      try {
        await insertUser(
          {
            name: values.name.trim(),
            email,
            ...(values.birthMonth && values.birthDay
              ? { birth_month: Number(values.birthMonth), birth_day: Number(values.birthDay) }
              : {}),
          },
          tokens.idToken,
        );
      } catch (failure) {
        console.warn('Saving the user record failed', failure);
      }
      try {
        // The server stores tokens refreshed after the role was assigned, so they carry it.
        await setTokens(tokens);
      } catch (failure) {
        console.warn('Storing the session after verification failed', failure);
        toast.error(TOASTS.loginAfterVerificationFailed);
        void navigate('/login');
        return;
      }
      await session.refresh();
      toast.success(TOASTS.verifiedAndLoggedIn);
      void navigate('/', { replace: true });
    } catch (failure) {
      toast.error(TOASTS.confirmEmailFailed);
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const form = useAuthForm(confirmCodeSchema, { code: '' }, confirm);

  return (
    <div className="auth-card">
      <h2 className="auth-card__title" tabIndex={-1} ref={headingRef}>
        {t('confirmYourEmail')}
      </h2>
      <p className="auth-card__text">
        {beforeEmail}
        <strong>{email}</strong>
        {afterEmail}
      </p>
      <LiveForm className="form-stack" noValidate onSubmit={form.submit}>
        <TextField
          label={t('verificationCode')}
          value={form.values.code}
          onValueChange={form.set('code')}
          error={form.errors.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <div aria-live="polite">{problem && <p className="form-alert">{text(problem)}</p>}</div>
        <SubmitRow label={t('confirmEmail')} busyLabel={t('confirming')} busy={busy} />
      </LiveForm>
    </div>
  );
}
