import type { Recipe } from '@family-recipes/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecipePage from './recipe';
import {
  ingredientTexts,
  makeRecipe,
  renderRecipePage,
  resetRecipePagePerTest,
  stored,
} from '../../features/recipes/testing/recipe-fixtures';
import { WAKE_LOCK_NOTE } from '../../features/recipes/components/cook-mode';
import { SHARE_TEXT } from '../../features/recipes/components/share-button';

const openRecipe = (recipe: Recipe, path?: string) =>
  renderRecipePage(RecipePage, recipe, path, (tree) => (
    <>
      {tree}
      <Toaster />
    </>
  ));

const baking = () =>
  makeRecipe({
    title: 'Butter Cake',
    ingredients: [
      { quantity: 2, units: 'cups', ingredient: 'flour' },
      { quantity: 1, units: 'large', ingredient: 'egg' },
    ],
    instructions: ['Heat the oven to 325F.', 'Mix the flour and the egg.', 'Bake 30 minutes.'],
    tips: ['At 350F it browns faster.'],
  });

resetRecipePagePerTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Unit toggle', () => {
  it('when Metric is chosen, then cups become millilitres and 325F gains its Celsius, at the chosen scale', async () => {
    const user = userEvent.setup();
    openRecipe(baking());
    await screen.findByRole('heading', { level: 1, name: 'Butter Cake' });
    expect(screen.getByRole('button', { name: 'As written' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(ingredientTexts()).toEqual(['2 cups flour', '1 large egg']);
    expect(screen.getByText('Heat the oven to 325F.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Metric' }));
    expect(ingredientTexts()).toEqual(['475 ml flour', '1 large egg']);
    expect(screen.getByText('Heat the oven to 325°F (163°C).')).toBeInTheDocument();
    expect(screen.getByText('At 350°F (177°C) it browns faster.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2x' }));
    expect(ingredientTexts()).toEqual(['945 ml flour', '2 large egg']);

    await user.click(screen.getByRole('button', { name: 'As written' }));
    expect(ingredientTexts()).toEqual(['4 cups flour', '2 large egg']);
    expect(screen.getByText('Heat the oven to 325F.')).toBeInTheDocument();
  });

  it('when a unit system was chosen before, then the next recipe opens in it', async () => {
    window.localStorage.setItem('family-recipes:units', 'metric');
    openRecipe(baking());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
    expect(ingredientTexts()[0]).toBe('475 ml flour');
  });
});

const readLines = () =>
  makeRecipe({
    title: 'Potato Bake',
    ingredients: [
      stored({
        quantity: 1,
        units: 'cups',
        ingredient: 'flour',
        text: '1-2 cups flour',
        unit: 'cup',
        range: { low: 1, high: 2 },
      }),
      stored({
        quantity: 0.25,
        units: 'tsp',
        ingredient: 'red pepper flakes',
        text: '1/4 tsp red pepper flakes',
        unit: 'tsp',
      }),
      stored({
        quantity: 400,
        units: 'g',
        ingredient: 'potatoes (firm/waxy)',
        text: '400g (15 oz) potatoes (firm/waxy)',
        food: 'potatoes',
        note: 'firm/waxy',
        unit: 'g',
        alternate: '15 oz',
      }),
      stored({
        quantity: 800,
        units: 'ml',
        ingredient: 'stock',
        text: '~800 ml stock',
        unit: 'ml',
        approximate: true,
      }),
    ],
  });

describe('Ingredients read from their model', () => {
  it('when a recipe has a range, an alternate and an approximate amount, then they show and 2x scales both ends', async () => {
    const user = userEvent.setup();
    openRecipe(readLines());
    await screen.findByRole('heading', { level: 1, name: 'Potato Bake' });
    expect(ingredientTexts()).toEqual([
      '1–2 cups flour',
      '1/4 tsp red pepper flakes',
      '400 g (15 oz) potatoes (firm/waxy)',
      'about 800 ml stock',
    ]);

    await user.click(screen.getByRole('button', { name: '2x' }));
    expect(ingredientTexts()).toEqual([
      '2–4 cups flour',
      '1/2 tsp red pepper flakes',
      '800 g (30 oz) potatoes (firm/waxy)',
      'about 1600 ml stock',
    ]);
  });

  it("when Metric or US is chosen, then the unit of each line's model converts it, in cook mode too", async () => {
    const user = userEvent.setup();
    openRecipe(readLines());
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Metric' }));
    expect(ingredientTexts()).toEqual([
      '235–475 ml flour',
      '1.2 ml red pepper flakes',
      '400 g potatoes (firm/waxy)',
      'about 800 ml stock',
    ]);

    await user.click(screen.getByRole('button', { name: 'US' }));
    expect(ingredientTexts()).toEqual([
      '1–2 cups flour',
      '1/4 tsp red pepper flakes',
      '14 oz potatoes (firm/waxy)',
      'about 3 3/8 cups stock',
    ]);

    await user.click(screen.getByRole('button', { name: '2x' }));
    await user.click(screen.getByRole('link', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Ingredients/ }));
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      '2–4 cups flour',
      '1/2 tsp red pepper flakes',
      '1 3/4 lb potatoes (firm/waxy)',
      'about 6 3/4 cups stock',
    ]);
  });
});

describe('Share button', () => {
  it('when the browser has the Web Share API, then it is given the title and the recipe link', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    const recipe = baking();
    openRecipe(recipe);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Butter Cake',
      url: `${window.location.origin}/recipes/${recipe._id}`,
    });
  });

  it('when there is no Web Share API, then the link is copied and a toast says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const recipe = baking();
    openRecipe(recipe);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/recipes/${recipe._id}`);
    expect(await screen.findByText(SHARE_TEXT.copied)).toBeInTheDocument();
  });

  it('when the share sheet is closed without sharing, then nothing is copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    openRecipe(baking());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('Print button', () => {
  it('when Print is pressed, then the browser prints the page', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openRecipe(baking());
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('Cook mode', () => {
  function stubWakeLock() {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ released: false, release }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    return { request, release };
  }

  it('when Start cooking is pressed, then one step shows at a time and arrow keys and buttons move between them', async () => {
    const user = userEvent.setup();
    stubWakeLock();
    openRecipe(baking());
    await user.click(await screen.findByRole('link', { name: 'Start cooking' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cooking: Butter Cake',
    );
    const step = within(dialog).getByRole('region', { name: 'Current step' });
    expect(step).toHaveTextContent('Step 1 of 3Heat the oven to 325F.');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(step).toHaveTextContent('Step 2 of 3Mix the flour and the egg.');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(step).toHaveTextContent('Step 1 of 3');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(step).toHaveTextContent('Step 3 of 3Bake 30 minutes.');
    expect(within(dialog).getByText('At 350F it browns faster.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(step).toHaveTextContent('Step 3 of 3');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a finger swipes left or right, then the next or previous step shows', async () => {
    const user = userEvent.setup();
    openRecipe(baking());
    await user.click(await screen.findByRole('link', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog');
    const step = within(dialog).getByRole('region', { name: 'Current step' });
    const area = step.parentElement!;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(area, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: toX, clientY: 310 }] });
    };
    swipe(300, 100);
    expect(step).toHaveTextContent('Step 2 of 3');
    swipe(100, 120);
    expect(step).toHaveTextContent('Step 2 of 3');
    swipe(100, 300);
    expect(step).toHaveTextContent('Step 1 of 3');
  });

  it('when ingredients are ticked off, then the count follows, at the page scale and units', async () => {
    const user = userEvent.setup();
    openRecipe(baking());
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: '2x' }));
    await user.click(screen.getByRole('button', { name: 'Metric' }));
    await user.click(screen.getByRole('link', { name: 'Start cooking' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: /^Ingredients/ }));
    expect(within(dialog).getByText('Heat the oven to 325°F (163°C).')).not.toBeVisible();
    const flour = within(dialog).getByRole('checkbox', { name: '945 ml flour' });
    await user.click(flour);
    expect(flour).toBeChecked();
    expect(within(dialog).getByText('1 of 2 ticked')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Back to the step/ }));
    expect(within(dialog).getByText('Heat the oven to 325°F (163°C).')).toBeVisible();
  });

  it('when the view is left with Escape, then the screen lock is released and focus returns', async () => {
    const user = userEvent.setup();
    const { request, release } = stubWakeLock();
    openRecipe(baking());
    const start = await screen.findByRole('link', { name: 'Start cooking' });
    await user.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(request).toHaveBeenCalledWith('screen');
    expect(within(dialog).queryByText(WAKE_LOCK_NOTE)).not.toBeInTheDocument();

    // Browsers turn Escape in a modal dialog into a cancel event.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(await screen.findByRole('link', { name: 'Start cooking' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(release).toHaveBeenCalled();
  });

  it('when the browser cannot keep the screen on, then a quiet note says so', async () => {
    // jsdom, like some browsers, has no Screen Wake Lock API.
    expect('wakeLock' in navigator).toBe(false);
    const recipe = baking();
    openRecipe(recipe, `/recipes/${recipe._id}?cook=1`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WAKE_LOCK_NOTE)).toBeInTheDocument();
  });
});
