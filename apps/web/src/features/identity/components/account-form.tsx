import { accountSchema, TOASTS, type AccountValues, type UserRecord } from '@family-recipes/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession, type SessionUser } from '../../../lib/session';
import { refreshTokens, updateUserRecord, userRecordQueryOptions } from '../api/identity-api';
import { useIdentity } from '../hooks/use-identity';
import { ChangePasswordDialog, identityFailureToast } from './change-password-dialog';
import { BirthdayFields, TextField } from './form/form-fields';
import { useAuthForm } from './form/use-auth-form';
import { SubmitRow } from './form/form-actions';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { identityMessages } from '../messages';

function valuesOf(user: SessionUser, record: UserRecord | undefined): AccountValues {
  return {
    name: record?.name ?? user.name,
    birthMonth: record?.birth_month == null ? '' : String(record.birth_month),
    birthDay: record?.birth_day == null ? '' : String(record.birth_day),
  };
}

/** Save is enabled only when something differs from what is stored. */
function hasAccountChanges(saved: AccountValues, current: AccountValues): boolean {
  return (
    current.name.trim() !== saved.name ||
    current.birthMonth !== saved.birthMonth ||
    current.birthDay !== saved.birthDay
  );
}

/** The signed-in person's record from GET /api/user/:email, then the editable form. */
export function AccountForm({ user }: { user: SessionUser }) {
  const query = useQuery(userRecordQueryOptions(user.email));
  const t = useT(identityMessages);

  useEffect(() => {
    if (query.isError) {
      console.warn('Loading the user record failed', query.error);
      toast.error(TOASTS.loadUserFailed, { id: 'load-user-failed' });
    }
  }, [query.isError, query.error]);

  if (query.isPending) {
    return (
      <p className="auth-card" role="status">
        {t('loadingDetails')}
      </p>
    );
  }
  return <AccountFields key={query.data?._id ?? 'none'} user={user} record={query.data} />;
}

function AccountFields({ user, record }: { user: SessionUser; record: UserRecord | undefined }) {
  const id = useId();
  const [saved, setSaved] = useState(() => valuesOf(user, record));
  const [busy, setBusy] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const identity = useIdentity();
  const session = useSession();
  const queryClient = useQueryClient();
  const t = useT(identityMessages);

  const save = async (values: AccountValues) => {
    const name = values.name.trim();
    const nameChanged = name !== saved.name;
    const birthdayChanged =
      values.birthMonth !== saved.birthMonth || values.birthDay !== saved.birthDay;
    setBusy(true);
    try {
      if (nameChanged) {
        try {
          await (await identity()).updateName(name);
        } catch (error) {
          console.warn('Updating the name in the identity service failed', error);
          toast.error(identityFailureToast(error, TOASTS.updateNameFailed));
          return;
        }
      }
      if (!record) {
        toast.error(TOASTS.saveChangesFailed);
        return;
      }
      let updated: UserRecord;
      try {
        updated = await updateUserRecord(
          record._id,
          {
            ...(nameChanged ? { name } : {}),
            ...(birthdayChanged
              ? {
                  birth_month: values.birthMonth === '' ? null : Number(values.birthMonth),
                  birth_day: values.birthDay === '' ? null : Number(values.birthDay),
                }
              : {}),
          },
          user.idToken,
        );
      } catch (error) {
        console.warn('Updating the user record failed', error);
        toast.error(birthdayChanged ? TOASTS.updateBirthdayFailed : TOASTS.saveChangesFailed);
        return;
      }
      queryClient.setQueryData(userRecordQueryOptions(user.email).queryKey, updated);
      const next = { name, birthMonth: values.birthMonth, birthDay: values.birthDay };
      setSaved(next);
      form.reset(next);
      toast.success(TOASTS.updatesSaved);
      if (nameChanged) {
        // The header reads the name from the id token, which only new tokens carry.
        try {
          await refreshTokens();
        } catch (error) {
          console.warn('Refreshing the tokens after a name change failed', error);
        }
        await session.refresh();
      }
    } catch (error) {
      console.warn('Saving the account failed', error);
      toast.error(TOASTS.saveChangesFailed);
    } finally {
      setBusy(false);
    }
  };

  const { form, values, errors, set, bind, submit } = useAuthForm(accountSchema, saved, save);
  const changed = hasAccountChanges(saved, values);

  return (
    <div className="account">
      <section className="auth-card" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`} className="auth-card__title">
          {t('yourDetails')}
        </h2>
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            if (changed) submit(event);
            else event.preventDefault();
          }}
        >
          <TextField label={t('name')} {...bind('name')} autoComplete="name" required />
          <TextField
            label={t('email')}
            type="email"
            value={user.email}
            onValueChange={() => {}}
            readOnly
            hint={t('emailCannotChange')}
          />
          <BirthdayFields
            legend={t('birthday')}
            month={values.birthMonth}
            day={values.birthDay}
            onMonthChange={set('birthMonth')}
            onDayChange={set('birthDay')}
            error={errors.birthday}
          />
          <SubmitRow
            label={t('saveChanges')}
            busyLabel={t('saving')}
            busy={busy}
            disabled={!changed}
          />
        </form>
      </section>

      <section className="auth-card" aria-labelledby={`${id}-password`}>
        <h2 id={`${id}-password`} className="auth-card__title">
          {t('password')}
        </h2>
        <p className="auth-card__text">{t('changePasswordText')}</p>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => setChangingPassword(true)}
        >
          {t('changePassword')}
        </Button>
      </section>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
