import type { PendingInvitation } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { LoadFailure } from '../../../components/ui/retry-button';
import { usePendingInvitations, useRevokeInvitation } from '../api/invitations-api';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The owner's invitations whose links still work, newest first, each with Revoke: a link sent to
 * the wrong address, or no longer wanted, then joins nothing. Nothing shows while none is waiting.
 */
export function PendingInvitations() {
  const invitations = usePendingInvitations();

  if (invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <TitledSection className="household-panel" heading="Invitations waiting">
        <LoadFailure
          className="household-error"
          textClassName="household-panel__text"
          message={`We could not load the invitations. ${invitations.error.message}`}
          query={invitations}
        />
      </TitledSection>
    );
  }
  const { items, total } = invitations.data;
  if (items.length === 0) return null;
  return (
    <TitledSection className="household-panel" heading="Invitations waiting">
      <ul className="household-members">
        {items.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
      {total > items.length && (
        <p className="household-panel__text">
          And {total - items.length} older ones. Revoke some of these to see them.
        </p>
      )}
    </TitledSection>
  );
}

function Invitation({ invitation }: { invitation: PendingInvitation }) {
  const revoke = useRevokeInvitation();
  const by = invitation.invitedBy.name || 'a cook who has left';
  return (
    <li className="household-members__member">
      <div className="household-members__row">
        <span className="household-members__who">
          <span className="household-members__name">{invitation.email}</span>
          <span className="household-members__email">
            Sent by {by} on {dayOf(invitation.createdAt)}. It works until{' '}
            {dayOf(invitation.expiresAt)}.
          </span>
        </span>
        <Button
          variant="secondary"
          aria-label={`Revoke the invitation to ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () =>
                toast.success(`The invitation to ${invitation.email} no longer works.`),
              onError: (error) =>
                toast.error(`We could not revoke the invitation. ${error.message}`),
            })
          }
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}
