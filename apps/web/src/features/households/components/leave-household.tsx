import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLeaveHousehold } from '../api/household-api';
import { ConfirmStep } from './confirm-step';
import { Button } from '../../../components/ui/button';

/** A member leaves the household, once they have read what happens. */
export function LeaveHousehold({ name }: { name: string }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveHousehold();
  const what =
    'You lose the shared meal plan, shopping lists and pantry at once, and get a kitchen of your own, empty. What you added stays with the household.';
  if (!asking) {
    return (
      <>
        <p className="household-panel__text">{what}</p>
        <div className="household-actions">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Leave household
          </Button>
        </div>
      </>
    );
  }
  return (
    <ConfirmStep
      label={`Leave “${name}”?`}
      confirm="Leave household"
      busy={leave.isPending}
      onCancel={() => setAsking(false)}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => toast.success(`You left “${name}”.`),
          onError: (error) => toast.error(`We could not take you out. ${error.message}`),
        })
      }
    >
      Leave “{name}”? {what}
    </ConfirmStep>
  );
}
