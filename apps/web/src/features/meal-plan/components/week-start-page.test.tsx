import {
  fillPlanDinners,
  getCalendarFeed,
  type BodyOf,
  type SiteLanguage,
} from '@family-recipes/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import ar from '../locales/ar.json';
import { mealPlanMessages } from '../messages';
import {
  clearToasts,
  dayHeadings,
  planApi,
  renderPlan,
  stubMatchMedia,
} from '../testing/meal-plan-fixtures';
import { MealPlanPage } from './meal-plan-page';

/*
 * The week shown starts on the reader's own first day of the week, as Intl tells it for their
 * language's customs: Monday in the site's (British) English and in German, Saturday in Arabic.
 * Today is Wednesday 25 November 2026.
 */

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 11, 0));
  server.use(answer(getCalendarFeed, () => ({ enabled: false, created_on: null })));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The meal plan page as a reader of `language` sees it, its words loaded first. */
async function renderIn(language: SiteLanguage) {
  if (language !== 'en') await mealPlanMessages.load(language);
  return renderPlan(
    <LanguageProvider initial={language}>
      <Suspense fallback={null}>
        <MealPlanPage />
      </Suspense>
    </LanguageProvider>,
  );
}

describe('the first day of the week shown', () => {
  it('when an Arabic reader opens the plan, then the week runs Saturday to Friday and Fill empty dinners sends its Saturday', async () => {
    const api = planApi();
    const sent: BodyOf<typeof fillPlanDinners>[] = [];
    server.use(
      answer(fillPlanDinners, ({ body }) => {
        sent.push(body);
        return { from: body.from, to: '2026-11-27', filled: [], unfilled: [] };
      }),
    );

    await renderIn('ar');
    const user = userEvent.setup();

    await waitFor(() => expect(api.reads).toContain('2026-11-21/2026-11-27'));
    await waitFor(() => expect(dayHeadings()).toHaveLength(7));
    const weekday = (day: string) =>
      new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
    expect(dayHeadings()[0]).toContain(weekday('2026-11-21'));
    expect(dayHeadings()[6]).toContain(weekday('2026-11-27'));

    await user.click(screen.getByRole('button', { name: ar.fillEmptyDinners }));
    await waitFor(() => expect(sent).toEqual([{ from: '2026-11-21', today: '2026-11-25' }]));
  });

  it('when an English reader opens the plan, then the week runs Monday to Sunday', async () => {
    const api = planApi();
    await renderIn('en');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Week of 23 – 29 November 2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toContain('2026-11-23/2026-11-29'));
    await waitFor(() => expect(dayHeadings()).toHaveLength(7));
    expect(dayHeadings()[0]).toBe('Monday 23 November');
    expect(dayHeadings()[6]).toBe('Sunday 29 November');
  });

  it('when a German reader opens the plan, then the week runs Monday to Sunday, in German', async () => {
    const api = planApi();

    await renderIn('de');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Woche vom 23.–29. November 2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toContain('2026-11-23/2026-11-29'));
    await waitFor(() => expect(dayHeadings()).toHaveLength(7));
    expect(dayHeadings()[0]).toBe('Montag, 23. November');
    expect(dayHeadings()[6]).toBe('Sonntag, 29. November');
    expect(
      screen.getByRole('group', { name: 'Abendessen, Mittwoch, 25. November' }),
    ).toBeInTheDocument();
  });
});
