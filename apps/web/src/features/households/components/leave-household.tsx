import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLeaveHousehold } from '../api/household-api';
import { ConfirmStep } from './confirm-step';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';

/** A member leaves the household, once they have read what happens. */
export function LeaveHousehold({ name }: { name: string }) {
  const t = useT(householdsMessages);
  const [asking, setAsking] = useState(false);
  const leave = useLeaveHousehold();
  const what = t('leaveWhat');
  if (!asking) {
    return (
      <>
        <p className="household-panel__text">{what}</p>
        <div className="household-actions">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('leaveHousehold')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <ConfirmStep
      label={t('leaveQuestion', { name })}
      confirm={t('leaveHousehold')}
      busy={leave.isPending}
      onCancel={() => setAsking(false)}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => toast.success(t('leftToast', { name })),
          onError: (error) => toast.error(t('leaveFailed', { error: error.message })),
        })
      }
    >
      {t('leaveQuestion', { name })} {what}
    </ConfirmStep>
  );
}
