import type { Household } from '@family-recipes/shared';
import { type ReactNode } from 'react';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { useHousehold } from '../api/household-api';
import { HouseholdMembers } from './household-members';
import { HouseholdName } from './household-name';
import { InviteForm } from './invite-form';
import { LeaveHousehold } from './leave-household';
import { PendingInvitations } from './pending-invitations';
import './household.css';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';

/**
 * The cook's household: its name (the owner renames it), its members (the owner invites, revokes
 * invitations, removes and hands over), leaving it, and `pantry`, the household's pantry editor
 * with its own heading, which the app composes in (features do not import each other).
 */
export function HouseholdPage({ pantry }: { pantry?: ReactNode }) {
  const t = useT(householdsMessages);
  const household = useHousehold();
  const title = t('title');
  const lead = t('lead');

  if (household.isPending) return <PageLoading />;
  if (household.isError) {
    return (
      <Page title={title} lead={lead}>
        <LoadFailure
          className="household-panel"
          textClassName="household-panel__text"
          message={t('loadFailed', { error: household.error.message })}
          query={household}
          primary
        />
      </Page>
    );
  }
  const owner = household.data.role === 'owner';
  return (
    <Page title={title} lead={lead}>
      <HouseholdName household={household.data} />
      <HouseholdMembers household={household.data} />
      {owner && <InviteForm />}
      {owner && <PendingInvitations />}
      {pantry}
      <LeaveSection household={household.data} />
    </Page>
  );
}

/** A cook alone in their household has nothing to leave; an owner with others hands over first. */
function LeaveSection({ household }: { household: Household }) {
  const t = useT(householdsMessages);
  const others = household.members.length > 1;
  if (!others) return null;
  return (
    <TitledSection className="household-panel" heading={t('leaveHeading')}>
      {household.role === 'owner' ? (
        <p className="household-panel__text">{t('ownerCannotLeave')}</p>
      ) : (
        <LeaveHousehold name={household.name} />
      )}
    </TitledSection>
  );
}
