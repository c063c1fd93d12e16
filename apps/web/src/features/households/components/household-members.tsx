import type { Household, HouseholdMember } from '@family-recipes/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHandOverHousehold, useRemoveHouseholdMember } from '../api/household-api';
import { ConfirmStep } from './confirm-step';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

type Pending = { sub: string; action: 'remove' | 'hand-over' } | null;

const nameOf = (member: HouseholdMember) => member.name || member.email;

/** Who is in the household, the owner first; the owner may remove a member or hand over to one. */
export function HouseholdMembers({ household }: { household: Household }) {
  const [pending, setPending] = useState<Pending>(null);
  const owner = household.role === 'owner';
  return (
    <TitledSection className="household-panel" heading="Members">
      <ul className="household-members">
        {household.members.map((member) => (
          <li key={member.sub} className="household-members__member">
            <div className="household-members__row">
              <span className="household-members__who">
                <span className="household-members__name">
                  {nameOf(member)}
                  {member.role === 'owner' && <span className="household-role">Owner</span>}
                </span>
                <span className="household-members__email">{member.email}</span>
              </span>
              {owner && member.role !== 'owner' && pending?.sub !== member.sub && (
                <span className="household-actions">
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${nameOf(member)}`}
                    onClick={() => setPending({ sub: member.sub, action: 'remove' })}
                  >
                    Remove
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Make ${nameOf(member)} the owner`}
                    onClick={() => setPending({ sub: member.sub, action: 'hand-over' })}
                  >
                    Make owner
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
  const remove = useRemoveHouseholdMember();
  const name = nameOf(member);
  return (
    <ConfirmStep
      label={`Remove ${name}?`}
      confirm={`Remove ${name}`}
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(member.sub, {
          onSuccess: () => {
            toast.success(`${name} is no longer in your household.`);
            onDone();
          },
          onError: (error) => toast.error(`We could not remove ${name}. ${error.message}`),
        })
      }
    >
      Remove {name} from the household? They lose the shared meal plan, shopping lists and pantry at
      once and get a kitchen of their own. What they added stays here.
    </ConfirmStep>
  );
}

function ConfirmHandOver({ member, onDone }: { member: HouseholdMember; onDone(): void }) {
  const handOver = useHandOverHousehold();
  const name = nameOf(member);
  return (
    <ConfirmStep
      label={`Make ${name} the owner?`}
      confirm={`Make ${name} the owner`}
      busy={handOver.isPending}
      onCancel={onDone}
      onConfirm={() =>
        handOver.mutate(member.sub, {
          onSuccess: () => {
            toast.success(`${name} now owns the household.`);
            onDone();
          },
          onError: (error) => toast.error(`We could not hand the household over. ${error.message}`),
        })
      }
    >
      Make {name} the owner? They will invite, remove and rename from then on, and you stay in the
      household as a member.
    </ConfirmStep>
  );
}
