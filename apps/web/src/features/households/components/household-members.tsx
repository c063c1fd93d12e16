import type { Household, HouseholdMember } from '@family-recipes/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHandOverHousehold, useRemoveHouseholdMember } from '../api/household-api';
import { ConfirmStep } from './confirm-step';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';

type Pending = { sub: string; action: 'remove' | 'hand-over' } | null;

const nameOf = (member: HouseholdMember) => member.name || member.email;

/** Who is in the household, the owner first; the owner may remove a member or hand over to one. */
export function HouseholdMembers({ household }: { household: Household }) {
  const t = useT(householdsMessages);
  const [pending, setPending] = useState<Pending>(null);
  const owner = household.role === 'owner';
  return (
    <TitledSection className="household-panel" heading={t('membersHeading')}>
      <ul className="household-members">
        {household.members.map((member) => (
          <li key={member.sub} className="household-members__member">
            <div className="household-members__row">
              <span className="household-members__who">
                <span className="household-members__name">
                  {nameOf(member)}
                  {member.role === 'owner' && (
                    <span className="household-role">{t('ownerBadge')}</span>
                  )}
                </span>
                <span className="household-members__email">{member.email}</span>
              </span>
              {owner && member.role !== 'owner' && pending?.sub !== member.sub && (
                <span className="household-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('removeName', { name: nameOf(member) })}
                    onClick={() => setPending({ sub: member.sub, action: 'remove' })}
                  >
                    {t('remove')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('makeNameOwner', { name: nameOf(member) })}
                    onClick={() => setPending({ sub: member.sub, action: 'hand-over' })}
                  >
                    {t('makeOwner')}
                  </Button>
                </span>
              )}
            </div>
            {pending?.sub === member.sub &&
              (pending.action === 'remove' ? (
                <ConfirmRemove member={member} onDone={() => setPending(null)} />
              ) : (
                <ConfirmHandOver member={member} onDone={() => setPending(null)} />
              ))}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function ConfirmRemove({ member, onDone }: { member: HouseholdMember; onDone(): void }) {
  const t = useT(householdsMessages);
  const remove = useRemoveHouseholdMember();
  const name = nameOf(member);
  return (
    <ConfirmStep
      label={t('removeQuestion', { name })}
      confirm={t('removeName', { name })}
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(member.sub, {
          onSuccess: () => {
            toast.success(t('removedToast', { name }));
            onDone();
          },
          onError: (error) => toast.error(t('removeFailed', { name, error: error.message })),
        })
      }
    >
      {t('removeText', { name })}
    </ConfirmStep>
  );
}

function ConfirmHandOver({ member, onDone }: { member: HouseholdMember; onDone(): void }) {
  const t = useT(householdsMessages);
  const handOver = useHandOverHousehold();
  const name = nameOf(member);
  return (
    <ConfirmStep
      label={t('handOverQuestion', { name })}
      confirm={t('makeNameOwner', { name })}
      busy={handOver.isPending}
      onCancel={onDone}
      onConfirm={() =>
        handOver.mutate(member.sub, {
          onSuccess: () => {
            toast.success(t('handedOverToast', { name }));
            onDone();
          },
          onError: (error) => toast.error(t('handOverFailed', { error: error.message })),
        })
      }
    >
      {t('handOverText', { name })}
    </ConfirmStep>
  );
}
