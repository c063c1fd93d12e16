import type { Recipe } from '@family-recipes/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RecipePage from './recipe';
import {
  ingredientTexts,
  makeRecipe,
  renderRecipePage,
  resetRecipePagePerTest,
  stored,
} from '../../features/recipes/testing/recipe-fixtures';
import { startTimer, timersKey } from '../../features/recipes/timers/timers';

const openRecipe = (recipe: Recipe, search = '') =>
  renderRecipePage(RecipePage, recipe, `/recipes/${recipe._id}${search}`);

const traybake = (serving = '4 servings') =>
  makeRecipe({
    title: 'Apple Traybake',
    ingredients: [
      stored({
        quantity: 2,
        units: 'cups',
        ingredient: 'flour',
        text: '2-3 cups flour',
        unit: 'cup',
        range: { low: 2, high: 3 },
      }),
      stored({ quantity: 200, units: 'g', ingredient: 'sugar', text: '200 g sugar', unit: 'g' }),
    ],
    instructions: ['Heat the oven to 350F.', 'Bake for 10 minutes.', 'Rest 20-25 min.'],
    more: { ...makeRecipe().more, serving },
  });

const pressed = () =>
  ['1x', '2x', '3x'].filter(
    (name) => screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true',
  );

let beeps = 0;

/** The browser's Web Audio, counting the tones started. */
class CountingAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => {};
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => {
        beeps += 1;
      },
      stop: () => {},
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (next: unknown) => next,
    };
  }
}

resetRecipePagePerTest();

beforeEach(() => {
  window.sessionStorage.clear();
  beeps = 0;
  vi.stubGlobal('AudioContext', CountingAudioContext);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('planned servings', () => {
  it('when a recipe for 4 is opened from the plan for 6, then the amounts, range and serving size are for 6, in cook mode too', async () => {
    const user = userEvent.setup();
    openRecipe(traybake(), '?servings=6');
    await screen.findByRole('heading', { level: 1, name: 'Apple Traybake' });

    expect(ingredientTexts()).toEqual(['3–4 1/2 cups flour', '300 g sugar']);
    expect(screen.getByText('Scaled to 6 servings (planned)')).toBeInTheDocument();
    expect(screen.getByText('Serving size:').parentElement).toHaveTextContent('6 servings');
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(6);
    expect(pressed()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Ingredients/ }));
    expect(within(dialog).getByText('Scaled to 6 servings (planned)')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['3–4 1/2 cups flour', '300 g sugar']);
  });

  it('when servings are chosen by the field or the buttons, then 1x, 2x and 3x are pressed only at their scale', async () => {
    const user = userEvent.setup();
    openRecipe(traybake(), '?servings=6');
    await screen.findByRole('heading', { level: 1 });
    const field = screen.getByRole('spinbutton', { name: 'Servings' });

    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(field).toHaveValue(8);
    expect(pressed()).toEqual(['2x']);
    expect(ingredientTexts()).toEqual(['4–6 cups flour', '400 g sugar']);
    expect(screen.getByText('Scaled to 8 servings')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '3');
    expect(ingredientTexts()).toEqual(['1 1/2–2 1/4 cups flour', '150 g sugar']);
    expect(pressed()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '3x' }));
    expect(field).toHaveValue(12);
    expect(pressed()).toEqual(['3x']);

    await user.clear(field);
    await user.type(field, '1');
    const fewer = screen.getByRole('button', { name: 'Fewer servings' });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await user.click(fewer);
    expect(field).toHaveValue(1);
    expect(fewer).toHaveFocus();
  });

  it('when the link’s servings are not a whole number from 1 to 100, then the recipe opens as written', async () => {
    openRecipe(traybake(), '?servings=250');
    await screen.findByRole('heading', { level: 1 });
    expect(ingredientTexts()).toEqual(['2–3 cups flour', '200 g sugar']);
    expect(pressed()).toEqual(['1x']);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
  });

  it('when the serving size has no number, then there is no servings field and the plan is ignored', async () => {
    openRecipe(traybake('a family'), '?servings=6');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('spinbutton', { name: 'Servings' })).not.toBeInTheDocument();
    expect(ingredientTexts()).toEqual(['2–3 cups flour', '200 g sugar']);
    expect(pressed()).toEqual(['1x']);
    expect(screen.queryByText(/planned/)).not.toBeInTheDocument();
  });
});

describe('step timers', () => {
  /** Opens the recipe with real timers (the page loads), then hands the clock to the test. */
  async function openWithClock(recipe: Recipe, search = '') {
    openRecipe(recipe, search);
    await screen.findByRole('heading', { level: 1 });
    vi.useFakeTimers({ now: new Date('2025-03-01T18:00:00Z') });
  }

  const tray = () => screen.getByRole('region', { name: 'Timers' });
  const wait = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };

  it('when a step’s timer is started, then it counts down, ends, rings once until Stop, and the focus goes back to its button', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    await openWithClock(traybake());
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    // A range starts at its shorter end.
    expect(screen.getByRole('button', { name: 'Start a 20 minute timer' })).toBeInTheDocument();

    const start = screen.getByRole('button', { name: 'Start a 10 minute timer' });
    fireEvent.click(start);
    expect(within(tray()).getByText('Step 2: 10 minutes')).toBeInTheDocument();
    expect(within(tray()).getByRole('timer')).toHaveTextContent('10:00');
    expect(screen.getByText('10 minute timer started for step 2')).toBeInTheDocument();

    wait(61_000);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('08:59');
    expect(beeps).toBe(0);

    wait(539_000);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('Done');
    expect(screen.getByText('Timer done: Step 2: 10 minutes')).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(1);
    const firstBeeps = beeps;
    expect(firstBeeps).toBeGreaterThan(0);

    // It rings again and again, from one ending: no second vibration, no second announcement.
    wait(3_000);
    expect(beeps).toBe(firstBeeps * 3);
    expect(vibrate).toHaveBeenCalledTimes(1);

    fireEvent.click(within(tray()).getByRole('button', { name: 'Stop the step 2 timer' }));
    expect(vibrate).toHaveBeenLastCalledWith(0);
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    expect(start).toHaveFocus();
    const stoppedAt = beeps;
    wait(30_000);
    expect(beeps).toBe(stoppedAt);
  });

  it('when a timer is paused, then it holds its time until resumed; Cancel takes it away', async () => {
    await openWithClock(traybake());
    fireEvent.click(screen.getByRole('button', { name: 'Start a 10 minute timer' }));
    wait(60_000);
    fireEvent.click(within(tray()).getByRole('button', { name: 'Pause the step 2 timer' }));
    expect(within(tray()).getByRole('timer')).toHaveTextContent('09:00 Paused');
    wait(5 * 60_000);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('09:00 Paused');

    fireEvent.click(within(tray()).getByRole('button', { name: 'Resume the step 2 timer' }));
    wait(30_000);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('08:30');
    fireEvent.click(within(tray()).getByRole('button', { name: 'Cancel the step 2 timer' }));
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    wait(10 * 60_000);
    expect(beeps).toBe(0);
  });

  it('when cook mode moves on a step and closes, then the timer started in it keeps running and ends', async () => {
    openRecipe(traybake());
    fireEvent.click(await screen.findByRole('link', { name: 'Start cooking' }));
    // Cook mode's code loads with real timers; then the test holds the clock.
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ now: new Date('2025-03-01T18:00:00Z') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start a 10 minute timer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('region', { name: 'Current step' })).toHaveTextContent(
      'Step 3 of 3',
    );
    wait(4 * 60_000);
    const cookTray = within(dialog).getByRole('region', { name: 'Timers' });
    expect(within(cookTray).getByRole('timer')).toHaveTextContent('06:00');
    // The page's own tray steps aside while cook mode shows its tray.
    expect(screen.getAllByRole('region', { name: 'Timers' })).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Leave/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tray()).getByRole('timer')).toHaveTextContent('06:00');
    wait(6 * 60_000);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('Done');
  });

  it('when the page is opened again in the tab, then its timers come back from session storage with the right time left', async () => {
    const recipe = traybake();
    const now = new Date('2025-03-01T18:00:00Z').getTime();
    // Started four minutes before, as the tab's storage kept it.
    const timers = startTimer([], { id: '2:9', step: 2, seconds: 600 }, now - 4 * 60_000);
    window.sessionStorage.setItem(timersKey(recipe._id), JSON.stringify(timers));
    vi.useFakeTimers({ now, toFake: ['Date'] });
    openRecipe(recipe);
    expect(
      await within(await screen.findByRole('region', { name: 'Timers' })).findByRole('timer'),
    ).toHaveTextContent('06:00');

    vi.useFakeTimers({ now: now + 10 * 60_000 });
    // The phone is unlocked after the end: the page comes back into view and the timer rings.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(within(tray()).getByRole('timer')).toHaveTextContent('Done');
    expect(within(tray()).getByRole('button', { name: 'Stop the step 2 timer' })).toBeVisible();
    expect(JSON.parse(window.sessionStorage.getItem(timersKey(recipe._id)) ?? '[]')).toEqual([
      expect.objectContaining({ id: '2:9', state: 'done' }),
    ]);
  });

  it('when notifications can be asked for, then the first start asks once and the end shows one', async () => {
    const shown: string[] = [];
    const requestPermission = vi.fn(async () => 'granted' as const);
    class CountingNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    vi.stubGlobal('Notification', CountingNotification);
    await openWithClock(traybake());
    fireEvent.click(screen.getByRole('button', { name: 'Start a 10 minute timer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a 20 minute timer' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);

    CountingNotification.permission = 'granted';
    wait(10 * 60_000);
    expect(shown).toEqual(['Timer done: Step 2: 10 minutes']);
    wait(10 * 60_000);
    expect(shown).toEqual(['Timer done: Step 2: 10 minutes', 'Timer done: Step 3: 20 minutes']);
  });
});
