import {
  getHousehold,
  getHouseholdAisles,
  getMealPlan,
  getShoppingList,
  householdEvents,
  listHouseholdInvitations,
} from '@family-recipes/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshReads } from '../../../lib/endpoint-query';
import { urlOf } from '../../../lib/endpoint-client';
import type { LiveEventSourceFactory } from '../../../lib/event-source';
import { KITCHEN_READS, PLAN_CHANGE } from '../../../lib/query-keys';

/** The browser's EventSource, where there is one (written here: the header's chunk needs no other). */
const openEventSource: LiveEventSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

/**
 * Keeps every open page of a signed-in cook in step with their household: `plan` reads the meal
 * plan again, `aisles` the aisle order and the open list (a new order, or an ingredient moved to
 * another aisle), `household` the household and its kitchen (a member joined with their lists, or
 * left), and `removed` (the cook is in another household now) everything of the kitchen, so the
 * lists, plan and badge of the household they left are gone at once. The server ends the stream
 * after `removed`; the browser opens it again by itself, for the household the cook is in now.
 */
export function useHouseholdEvents(createEventSource: LiveEventSourceFactory = openEventSource) {
  const queryClient = useQueryClient();
  const factoryRef = useRef(createEventSource);

  useEffect(() => {
    const source = factoryRef.current(urlOf(householdEvents, {}));
    if (!source) return;
    const kitchen = [getHousehold, ...KITCHEN_READS];
    source.addEventListener('plan', () => {
      if (queryClient.isMutating({ mutationKey: PLAN_CHANGE }) > 0) return;
      void refreshReads(queryClient, [getMealPlan]);
    });
    source.addEventListener(
      'aisles',
      () => void refreshReads(queryClient, [getHouseholdAisles, getShoppingList]),
    );
    source.addEventListener('household', () => void refreshReads(queryClient, kitchen));
    source.addEventListener(
      'removed',
      () => void refreshReads(queryClient, [...kitchen, listHouseholdInvitations]),
    );
    return () => source.close();
  }, [queryClient]);
}

/** The household's live stream, for as long as a cook is signed in (mounted in the header). */
export function HouseholdLive() {
  useHouseholdEvents();
  return null;
}
