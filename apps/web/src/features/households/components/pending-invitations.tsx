import type { PendingInvitation } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { LoadFailure } from '../../../components/ui/retry-button';
import { usePendingInvitations, useRevokeInvitation } from '../api/invitations-api';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useLanguage, useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';
import { dayOf } from './day-of';

/**
 * The owner's invitations whose links still work, newest first, each with Revoke: a link sent to
 * the wrong address, or no longer wanted, then joins nothing. Nothing shows while none is waiting.
 */
export function PendingInvitations() {
  const t = useT(householdsMessages);
  const invitations = usePendingInvitations();

  if (invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <TitledSection className="household-panel" heading={t('invitationsHeading')}>
        <LoadFailure
          className="household-error"
          textClassName="household-panel__text"
          message={t('invitationsLoadFailed', { error: invitations.error.message })}
          query={invitations}
        />
      </TitledSection>
    );
  }
  const { items, total } = invitations.data;
  if (items.length === 0) return null;
  return (
    <TitledSection className="household-panel" heading={t('invitationsHeading')}>
      <ul className="household-members">
        {items.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
      {total > items.length && (
        <p className="household-panel__text">
          {t('olderInvitations', { count: total - items.length })}
        </p>
      )}
    </TitledSection>
  );
}

function Invitation({ invitation }: { invitation: PendingInvitation }) {
  const t = useT(householdsMessages);
  const { language } = useLanguage();
  const revoke = useRevokeInvitation();
  const by = invitation.invitedBy.name || t('someoneWhoLeft');
  return (
    <li className="household-members__member">
      <div className="household-members__row">
        <span className="household-members__who">
          <span className="household-members__name">{invitation.email}</span>
          <span className="household-members__email">
            {t('invitationSentBy', {
              by,
              sent: dayOf(invitation.createdAt, language),
              until: dayOf(invitation.expiresAt, language),
            })}
          </span>
        </span>
        <Button
          variant="secondary"
          aria-label={t('revokeLabel', { email: invitation.email })}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => toast.success(t('revokedToast', { email: invitation.email })),
              onError: (error) => toast.error(t('revokeFailed', { error: error.message })),
            })
          }
        >
          {t('revoke')}
        </Button>
      </div>
    </li>
  );
}
