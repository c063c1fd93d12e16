import type { ShoppingList, ShoppingListSummary } from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw';
import { clearToasts, renderPlan, stubMatchMedia } from '../testing/meal-plan-fixtures';
import { CalendarFeed } from './calendar-feed';
import { WeekToList } from './week-to-list';

const LIST_ID = '55555555-5555-4555-8555-555555555555';
const NEW_LIST_ID = '66666666-6666-4666-8666-666666666666';

function summary(overrides: Partial<ShoppingListSummary> = {}): ShoppingListSummary {
  return {
    _id: LIST_ID,
    name: 'Saturday market',
    unit_system: 'metric',
    owner_name: 'Ada Cook',
    is_owner: true,
    shared: false,
    item_count: 0,
    unchecked_count: 0,
    updated_on: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

const fullList = (overrides: Partial<ShoppingListSummary> = {}): ShoppingList => ({
  ...summary(overrides),
  members: [],
  items: [],
});

beforeEach(stubMatchMedia);
afterEach(clearToasts);

describe('WeekToList', () => {
  it('when the week is sent to a chosen list, then the call names the week and the list, and the toast links to the list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/shopping-lists', () =>
        HttpResponse.json([summary(), summary({ _id: NEW_LIST_ID, name: 'Party' })]),
      ),
      http.post('*/api/meal-plan/shopping-list', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(fullList({ _id: NEW_LIST_ID, name: 'Party' }));
      }),
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
    expect(bodies).toEqual([{ from: '2026-12-28', to: '2027-01-03', listId: NEW_LIST_ID }]);
    await user.click(screen.getByRole('link', { name: 'Open the list' }));
    expect(router.state.location.pathname).toBe(`/shopping-lists/${NEW_LIST_ID}`);
  });

  it('when the cook has no list, then a new one named after the week is made first and filled', async () => {
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.get('*/api/shopping-lists', () => HttpResponse.json([])),
      http.post('*/api/shopping-lists', async ({ request }) => {
        calls.push({ path: 'lists', body: await request.json() });
        return HttpResponse.json(fullList({ _id: NEW_LIST_ID, name: 'Week of 23 November' }), {
          status: 201,
        });
      }),
      http.post('*/api/meal-plan/shopping-list', async ({ request }) => {
        calls.push({ path: 'plan', body: await request.json() });
        return HttpResponse.json(fullList({ _id: NEW_LIST_ID, name: 'Week of 23 November' }));
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
    const url = 'https://recipes.example.test/api/meal-plan/calendar/abc123.ics';
    let enabled = false;
    server.use(
      http.get('*/api/meal-plan/calendar', () =>
        HttpResponse.json({
          enabled,
          created_on: enabled ? '2026-11-25T10:00:00.000Z' : null,
        }),
      ),
      http.post('*/api/meal-plan/calendar', () => {
        enabled = true;
        return HttpResponse.json({ url }, { status: 201 });
      }),
    );
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
    let posts = 0;
    server.use(
      http.get('*/api/meal-plan/calendar', () =>
        HttpResponse.json({ enabled: true, created_on: '2026-11-02T10:00:00.000Z' }),
      ),
      http.post('*/api/meal-plan/calendar', () => {
        posts += 1;
        return HttpResponse.json({ url: 'https://recipes.example.test/feed/new.ics' });
      }),
    );
    renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    expect(await screen.findByText(/address made on 2 November 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/the old address stops working/);
    expect(posts).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, make a new address' }));

    expect(await screen.findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
      'https://recipes.example.test/feed/new.ics',
    );
    expect(posts).toBe(1);
  });

  it('when Turn off is confirmed, then the feed is deleted and the page offers a new address', async () => {
    let deleted = 0;
    server.use(
      http.get('*/api/meal-plan/calendar', () =>
        HttpResponse.json({ enabled: deleted === 0, created_on: null }),
      ),
      http.delete('*/api/meal-plan/calendar', () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Yes, turn it off' }));

    expect(await screen.findByRole('button', { name: 'Get calendar address' })).toBeInTheDocument();
    await waitFor(() => expect(deleted).toBe(1));
  });
});
