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

type Sent = HouseholdInvitation & { email: string };

/** Where an invitation's code is used: the join page of this site. */
function joinLink(code: string): string {
  return `${window.location.origin}/household/join?code=${encodeURIComponent(code)}`;
}

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The owner invites someone by email: the API mails them a link, and the same link is shown here
 * to send another way (it is shown only now).
 */
export function InviteForm() {
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
      onError: (failure) => form.failed(failure, 'We could not send the invitation.'),
    });

  return (
    <TitledSection className="household-panel" heading="Invite someone">
      <CheckedForm
        form={form}
        onValid={send}
        className="household-form"
        aria-label="Invite someone to the household"
      >
        <FormField
          ids={ids}
          label="Their email address"
          marker={false}
          hint="We email them a link to join. They can sign in or make an account with any address."
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
              Send invitation
            </Button>
          </div>
        </FormField>
      </CheckedForm>
      {sent && <SentInvitation sent={sent} />}
    </TitledSection>
  );
}

function SentInvitation({ sent }: { sent: Sent }) {
  const prefix = useId();
  const ids = fieldIds(prefix, 'link');
  const link = joinLink(sent.code);
  const copy = () =>
    // Without a secure page there is no clipboard: the promise fails and the toast says so.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
        () => toast.success('Link copied.'),
        () => toast.error('We could not copy the link. Select it and copy it yourself.'),
      );
  return (
    <div className="household-sent" role="status">
      <p className="household-panel__text">
        We sent an invitation to <strong>{sent.email}</strong>. You can also send them this link
        yourself. It works once, until {dayOf(sent.expiresAt)}.
      </p>
      <FormField ids={ids} label="Invitation link" marker={false}>
        <div className="household-form__row">
          <FieldInput
            ids={ids}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
        </div>
      </FormField>
    </div>
  );
}
