import {
  getHousehold,
  getHouseholdAisles,
  getMealPlan,
  getShoppingList,
  householdEvents,
  listShoppingLists,
  pathOf,
} from '@family-recipes/shared';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';
import type { LiveEventSource } from '../../../lib/event-source';
import { PLAN_CHANGE } from '../../../lib/query-keys';
import { useHouseholdEvents } from './household-events';

/** A stand-in for the browser's EventSource (jsdom has none): the test sends its events. */
class FakeEventSource implements LiveEventSource {
  closed = false;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener({});
    });
  }
}

const PLAN = endpointKey(getMealPlan, { query: { from: '2026-11-30', to: '2026-12-06' } });
const HOUSEHOLD = endpointKey(getHousehold, {});
const LISTS = endpointKey(listShoppingLists, {});

/** The hook over a cache holding a plan, the household and the lists, all fresh. */
function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [PLAN, HOUSEHOLD, LISTS] as QueryKey[]) queryClient.setQueryData(key, {});
  let source: FakeEventSource | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () =>
      useHouseholdEvents((url) => {
        source = new FakeEventSource(url);
        return source;
      }),
    { wrapper },
  );
  const stale = () =>
    [PLAN, HOUSEHOLD, LISTS].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, source: () => source!, stale, view };
}

describe('useHouseholdEvents', () => {
  it('opens the household’s stream and closes it when the page goes', () => {
    const { source, view } = setUp();
    expect(source().url).toBe(pathOf(householdEvents, {}));
    view.unmount();
    expect(source().closed).toBe(true);
  });

  it('when the plan changes, then only the plan is read again', () => {
    const { source, stale } = setUp();
    source().send('plan');
    expect(stale()).toEqual([true, false, false]);
  });

  it('when the plan changes while this page saves its own change, then nothing is read', async () => {
    const { queryClient, source, stale } = setUp();
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: PLAN_CHANGE, mutationFn: () => held })
      .execute(undefined);
    expect(queryClient.isMutating({ mutationKey: PLAN_CHANGE })).toBe(1);
    source().send('plan');
    expect(stale()).toEqual([false, false, false]);
    finish();
    await saving;
  });

  it('when the aisles change, then the aisle order and the open list are read again, not the plan', () => {
    const { queryClient, source } = setUp();
    const AISLES = endpointKey(getHouseholdAisles, {});
    const LIST = endpointKey(getShoppingList, { params: { id: 'list-1' } });
    for (const key of [AISLES, LIST] as QueryKey[]) queryClient.setQueryData(key, {});
    source().send('aisles');
    expect(
      [AISLES, LIST, PLAN].map((key) => queryClient.getQueryState(key)?.isInvalidated),
    ).toEqual([true, true, false]);
  });

  it('when the cook is removed, or the members change, then the household and its kitchen are read again', () => {
    const removed = setUp();
    removed.source().send('removed');
    expect(removed.stale()).toEqual([true, true, true]);
    const members = setUp();
    members.source().send('household');
    expect(members.stale()).toEqual([true, true, true]);
  });
});
