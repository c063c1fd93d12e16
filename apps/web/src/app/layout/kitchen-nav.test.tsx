import { listShoppingLists, type ShoppingListSummary } from '@family-recipes/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, SessionContext, type SessionUser } from '../../lib/session';
import { endpointKey } from '../../lib/endpoint-query';
import { answer } from '../../testing/api-mocks';
import { stubMatchMedia, TEST_COOK } from '../../testing/kitchen';
import { server } from '../../testing/msw';
import { createTestQueryClient } from '../../testing/test-utils';
import { AppShell } from './app-shell';

function list(id: number, unchecked: number): ShoppingListSummary {
  return {
    _id: `11111111-1111-4111-8111-${String(id).padStart(12, '0')}`,
    name: `List ${id}`,
    unit_system: 'metric',
    owner_name: 'Ada Cook',
    is_owner: true,
    shared: false,
    item_count: unchecked + 1,
    unchecked_count: unchecked,
    updated_on: '2026-11-25T10:00:00.000Z',
  };
}

/**
 * The Shopping Lists link's name with a count. (A browser puts a space between the words and the
 * hidden count, jsdom's name computation may not.)
 */
const leftToBuy = (count: number) => new RegExp(`^Shopping Lists ?\\(${count} left to buy\\)$`);

/** Every read of the lists the bar makes, answered with `lists`. */
function answerLists(lists: ShoppingListSummary[]) {
  const reads = answer(listShoppingLists, () => lists);
  server.use(reads);
  return reads;
}

function renderShell(user: SessionUser | null, path = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <AppShell>{null}</AppShell> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={sessionFor(user)}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The header's links and the bottom bar: the same three links, one of them shown by width. */
async function kitchenNavs() {
  await waitFor(() =>
    expect(screen.getAllByRole('navigation', { name: 'Kitchen' })).toHaveLength(2),
  );
  const navs = screen.getAllByRole('navigation', { name: 'Kitchen' });
  return [
    navs.find((nav) => nav.closest('.site-header')),
    navs.find((nav) => nav.classList.contains('kitchen-bar')),
  ];
}

beforeEach(stubMatchMedia);

describe('the kitchen links', () => {
  it('when a cook is signed in, then Favourites, Meal Plan and Shopping Lists are in the header and in the bottom bar', async () => {
    answerLists([]);
    renderShell(TEST_COOK);

    const [header, bar] = await kitchenNavs();
    expect(screen.getByRole('banner')).toContainElement(header!);
    expect(bar).toHaveClass('kitchen-bar');
    for (const nav of [header!, bar!]) {
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Favourites', '/favourites'],
        ['Meal Plan', '/meal-plan'],
        ['Shopping Lists', '/shopping-lists'],
      ]);
    }
  });

  it('when the household’s lists have unticked lines, then their sum is the Shopping Lists badge, spoken as what is left to buy', async () => {
    answerLists([list(1, 3), list(2, 4), list(3, 0)]);
    renderShell(TEST_COOK);

    const [header] = await kitchenNavs();
    const link = await within(header!).findByRole('link', {
      name: leftToBuy(7),
    });
    expect(link).toHaveTextContent('7Shopping Lists');
  });

  it('when every line is ticked, then there is no badge', async () => {
    answerLists([list(1, 0)]);
    const { queryClient } = renderShell(TEST_COOK);

    const [header] = await kitchenNavs();
    await act(() => queryClient.refetchQueries({ queryKey: endpointKey(listShoppingLists) }));
    expect(within(header!).getByRole('link', { name: 'Shopping Lists' })).toHaveTextContent(
      /^Shopping Lists$/,
    );
  });

  it('when a line is ticked on a list, then the badge follows the lists read again', async () => {
    let unchecked = 2;
    server.use(answer(listShoppingLists, () => [list(1, unchecked)]));
    const { queryClient } = renderShell(TEST_COOK);
    const [header] = await kitchenNavs();
    await within(header!).findByRole('link', { name: leftToBuy(2) });

    unchecked = 1;
    await act(() => queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) }));

    expect(await within(header!).findByRole('link', { name: leftToBuy(1) })).toBeInTheDocument();
  });

  it('when the page is one of them, then its link says it is the current page', async () => {
    answerLists([]);
    renderShell(TEST_COOK, '/meal-plan');

    const [, bar] = await kitchenNavs();
    expect(within(bar!).getByRole('link', { name: 'Meal Plan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('when a visitor is not signed in, then there are no kitchen links and the lists are not read', async () => {
    const reads = answerLists([]);
    renderShell(null);

    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(reads.calls).toEqual([]);
  });

  it('when the signed-in account is in no group, then there are no kitchen links', async () => {
    const reads = answerLists([]);
    renderShell({ ...TEST_COOK, groups: [] });

    expect(
      await screen.findByRole('button', { name: 'Account menu for Ada Cook' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(reads.calls).toEqual([]);
  });
});
