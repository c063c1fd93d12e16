import {
  createShoppingList,
  getCalendarFeed,
  listShoppingLists,
  planToShoppingList,
  removeCalendarFeed,
  createCalendarFeed,
} from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeList, makeSummary } from '../../../testing/shopping-lists';
import {
  FEED_ADDRESS,
  offCalendarFeed,
  renderPlan,
  resetToastsPerTest,
} from '../testing/meal-plan-fixtures';
import { CalendarFeed } from './calendar-feed';
import { WeekToList } from './week-to-list';

const LIST_ID = '55555555-5555-4555-8555-555555555555';
const NEW_LIST_ID = '66666666-6666-4666-8666-666666666666';

resetToastsPerTest();

describe('WeekToList', () => {
  it('when the week is sent to a chosen list, then the call names the week and the list, and the toast links to the list', async () => {
    const filled = answer(planToShoppingList, () => makeList({ _id: NEW_LIST_ID, name: 'Party' }));
    server.use(
      answer(listShoppingLists, () => [
        makeSummary({ _id: LIST_ID }),
        makeSummary({ _id: NEW_LIST_ID, name: 'Party' }),
      ]),
      filled,
    );
    const { router } = renderPlan(<WeekToList monday="2026-12-28" planned={3} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add this week to a shopping list' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Shopping list' }),
      'Party',
    );
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));

    expect(await screen.findByText(/This week’s recipes are on Party/)).toBeInTheDocument();
    expect(filled.bodies).toEqual([{ from: '2026-12-28', to: '2027-01-03', listId: NEW_LIST_ID }]);
    await user.click(screen.getByRole('link', { name: 'Open the list' }));
    expect(router.state.location.pathname).toBe(`/shopping-lists/${NEW_LIST_ID}`);
  });

  it('when the cook has no list, then a new one named after the week is made first and filled', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const made = () => makeList({ _id: NEW_LIST_ID, name: 'Week of 23 November' });
    server.use(
      answer(listShoppingLists, () => []),
      answer(createShoppingList, ({ body }) => {
        calls.push({ path: 'lists', body });
        return made();
      }),
      answer(planToShoppingList, ({ body }) => {
        calls.push({ path: 'plan', body });
        return made();
      }),
    );
    renderPlan(<WeekToList monday="2026-11-23" planned={1} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add this week to a shopping list' }));
    expect(await screen.findByRole('textbox', { name: 'Name of the new list' })).toHaveValue(
      'Week of 23 November',
    );
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));

    expect(
      await screen.findByText(/This week’s recipes are on Week of 23 November/),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'lists', body: { name: 'Week of 23 November' } },
      { path: 'plan', body: { from: '2026-11-23', to: '2026-11-29', listId: NEW_LIST_ID } },
    ]);
  });

  it('when nothing is planned this week, then it says to plan first and offers no button', () => {
    renderPlan(<WeekToList monday="2026-11-23" planned={0} />);

    expect(screen.getByText('Plan a recipe or two first, then come back here.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Add this week to a shopping list' }),
    ).not.toBeInTheDocument();
  });
});

describe('CalendarFeed', () => {
  it('when an address is asked for, then it is shown once in a read-only field that Copy copies', async () => {
    const url = FEED_ADDRESS;
    offCalendarFeed();
    renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    expect(await screen.findByText(/phone’s calendar/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get calendar address' }));

    const field = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/shown only this once/);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('The address is copied.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reset address' })).toBeInTheDocument();
  });

  it('when Reset address is pressed, then it warns the old address stops working before making a new one', async () => {
    const posts = answer(createCalendarFeed, () => ({
      url: 'https://recipes.example.test/feed/new.ics',
    }));
    server.use(
      answer(getCalendarFeed, () => ({ enabled: true, created_on: '2026-11-02T10:00:00.000Z' })),
      posts,
    );
    renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    expect(await screen.findByText(/address made on 2 November 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/the old address stops working/);
    expect(posts.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, make a new address' }));

    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
      'https://recipes.example.test/feed/new.ics',
    );
    expect(posts.calls).toHaveLength(1);
  });

  it('when Turn off is confirmed, then the feed is deleted and the page offers a new address', async () => {
    const deleted = answer(removeCalendarFeed, () => undefined);
    server.use(
      answer(getCalendarFeed, () => ({ enabled: deleted.calls.length === 0, created_on: null })),
      deleted,
    );
    renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Yes, turn it off' }));

    expect(await screen.findByRole('button', { name: 'Get calendar address' })).toBeInTheDocument();
    await waitFor(() => expect(deleted.calls).toHaveLength(1));
  });
});
