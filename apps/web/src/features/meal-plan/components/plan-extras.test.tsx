import { getCalendarFeed, removeCalendarFeed, createCalendarFeed } from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import {
  FEED_ADDRESS,
  offCalendarFeed,
  renderPlan,
  resetToastsPerTest,
} from '../testing/meal-plan-fixtures';
import { CalendarFeed } from './calendar-feed';

resetToastsPerTest();

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
