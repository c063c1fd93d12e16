import { getShoppingList, listShoppingLists } from '@family-recipes/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { endpointKey } from '../../../lib/endpoint-query';
import { browserEventSource, type LiveEventSourceFactory } from '../../../lib/event-source';
import { writesInFlight } from '../../sync';
import { listEventsPath } from '../api/shopping-api';

/** The line a `changed` event names (a tick, a rewrite, a free item) and its new version. */
function lineOf(data: unknown): { item: string; version: number } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = JSON.parse(data) as { item?: unknown; version?: unknown };
    return typeof parsed.item === 'string' && typeof parsed.version === 'number'
      ? { item: parsed.item, version: parsed.version }
      : undefined;
  } catch {
    return undefined;
  }
}

export type {
  LiveEventSource as ListEventSource,
  LiveEventSourceFactory as ListEventSourceFactory,
} from '../../../lib/event-source';

/**
 * Keeps an open list current while its page is shown: the server says `changed` whenever anyone
 * changes the list, and the list is read again, unless the event names a line this page already
 * has at that version (the cook's own tick); the overview, not on this page, is only marked stale.
 * `deleted` calls `onDeleted`. EventSource reconnects by itself after a dropped connection; what
 * changed meanwhile is read once it is back.
 */
export function useLiveList(
  id: string,
  {
    onDeleted,
    createEventSource = browserEventSource,
  }: { onDeleted: () => void; createEventSource?: LiveEventSourceFactory },
) {
  const queryClient = useQueryClient();
  // The stream stays open across renders; only another list opens a new one.
  const deletedRef = useRef(onDeleted);
  deletedRef.current = onDeleted;
  const factoryRef = useRef(createEventSource);

  useEffect(() => {
    const source = factoryRef.current(listEventsPath(id));
    const listKey = endpointKey(getShoppingList, { params: { id } });
    if (!source) return;
    let opened = false;
    const refresh = () => {
      void queryClient.invalidateQueries({
        queryKey: endpointKey(listShoppingLists),
        refetchType: 'none',
      });
      // A read while this cook's own ticks are on their way would show the boxes unticked for a
      // moment; the last write to settle reads the list instead.
      if (writesInFlight(queryClient, id) > 0) return;
      void queryClient.invalidateQueries({ queryKey: listKey });
    };
    source.addEventListener('changed', (event) => {
      const line = lineOf(event.data);
      const list = queryClient.getQueryData(listKey);
      const known = line && list?.items.find((item) => item._id === line.item);
      if (line && known && known.version >= line.version) return;
      refresh();
    });
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('deleted', () => {
      source.close();
      deletedRef.current();
    });
    return () => source.close();
  }, [id, queryClient]);
}
