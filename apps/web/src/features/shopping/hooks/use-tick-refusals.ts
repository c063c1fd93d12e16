import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { isApiError } from '../../../lib/api-client';
import { shoppingMessages } from '../messages';
import type { PendingOp } from '../../sync';

/**
 * Says so when the server refuses a tick of this list sent at once. A ticked line moves into the
 * basket (and back out), so the row that sent it is gone by then: the list, which stays, tells.
 * A tick kept on the device for later is told as a notice instead (features/sync).
 */
export function useTickRefusals(listId: string): void {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const op = event.mutation.state.variables as PendingOp | undefined;
        const key = event.mutation.options.mutationKey;
        if (op?.kind !== 'check' || op.list_id !== listId || key?.[1] === 'queued') return;
        const { error } = event.action;
        // Not reached: the tick is kept on the device, not refused.
        if (isApiError(error) && error.status === 0) return;
        const what = t(op.checked ? 'tickOffFailed' : 'untickFailed', { label: op.label });
        toast.error(`${what} ${isApiError(error) ? shared(error.message) : ''}`.trim(), {
          id: `tick-${op.op_id}`,
        });
      }),
    [queryClient, listId, t, shared],
  );
}
