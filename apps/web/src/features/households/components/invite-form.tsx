import {
  EMAIL_MAX_LENGTH,
  inviteToHouseholdSchema,
  type HouseholdInvitation,
  type InviteToHouseholdInput,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { useInviteToHousehold } from '../api/household-api';
import { useCheckedForm } from '../../../components/ui/use-checked-form';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { FieldInput } from '../../../components/ui/field-input';
import { useLanguage, useT } from '../../../i18n/language';
import { markers, withNodes } from '../../../i18n/with-nodes';
import { householdsMessages } from '../messages';
import { dayOf } from './day-of';

type Sent = HouseholdInvitation & { email: string };

/** Where an invitation's code is used: the join page of this site. */
function joinLink(code: string): string {
  return `${window.location.origin}/household/join?code=${encodeURIComponent(code)}`;
}

/**
 * The owner invites someone by email: the API mails them a link, and the same link is shown here
 * to send another way (it is shown only now).
 */
export function InviteForm() {
  const t = useT(householdsMessages);
  const prefix = useId();
  const invite = useInviteToHousehold();
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useCheckedForm<InviteToHouseholdInput, InviteToHouseholdInput>(
    inviteToHouseholdSchema,
    { email: '' },
    ['email'],
  );
  const ids = fieldIds(prefix, 'email');
  const error = form.formState.errors.email?.message;

  const send = (values: InviteToHouseholdInput) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        setSent({ ...invitation, email: values.email });
        form.reset({ email: '' });
      },
      onError: (failure) => form.failed(failure, t('inviteFailed')),
    });

  return (
    <TitledSection className="household-panel" heading={t('inviteHeading')}>
      <CheckedForm
        form={form}
        onValid={send}
        className="household-form"
        aria-label={t('inviteFormLabel')}
      >
        <FormField
          ids={ids}
          label={t('inviteEmailLabel')}
          marker={false}
          hint={t('inviteEmailHint')}
          error={error}
        >
          <div className="household-form__row">
            <FieldInput
              ids={ids}
              hint
              error={error}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
            />
            <Button variant="primary" type="submit" disabled={invite.isPending}>
              {t('sendInvitation')}
            </Button>
          </div>
        </FormField>
      </CheckedForm>
      {sent && <SentInvitation sent={sent} />}
    </TitledSection>
  );
}

function SentInvitation({ sent }: { sent: Sent }) {
  const t = useT(householdsMessages);
  const { language } = useLanguage();
  const prefix = useId();
  const ids = fieldIds(prefix, 'link');
  const link = joinLink(sent.code);
  const copy = () =>
    // Without a secure page there is no clipboard: the promise fails and the toast says so.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
        () => toast.success(t('linkCopied')),
        () => toast.error(t('copyFailed')),
      );
  return (
    <div className="household-sent" role="status">
      <p className="household-panel__text">
        {withNodes(
          t('invitationSent', {
            ...markers(['email']),
            date: dayOf(sent.expiresAt, language),
          }),
          [<strong key="email">{sent.email}</strong>],
        )}
      </p>
      <FormField ids={ids} label={t('invitationLink')} marker={false}>
        <div className="household-form__row">
          <FieldInput
            ids={ids}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('copyLink')}
          </Button>
        </div>
      </FormField>
    </div>
  );
}
