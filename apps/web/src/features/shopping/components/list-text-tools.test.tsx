import { lineAsText, listAsText } from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineText } from '../shopping-lines';
import { renderListView } from '../testing/list-page';
import { answerList, makeItem, makeList, resetToastsPerTest } from '../testing/shopping-fixtures';

const flour = makeItem({
  ingredient: 'flour',
  key: 'flour',
  quantity: 1.5,
  units: 'cup',
  aisle: 'pantry',
});
const lemons = makeItem({ ingredient: 'lemons', key: 'lemon', quantity: 2, aisle: 'produce' });
const eggs = makeItem({ ingredient: 'eggs', key: 'egg', quantity: 6, checked: true });
const list = makeList({ name: 'Saturday shop', items: [flour, lemons, eggs] });
const TEXT = 'Saturday shop\n\nProduce\n- 2 lemons\n\nPantry\n- 1 1/2 cups flour\n';

resetToastsPerTest();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

/** The page's "Copy, share or print" section. */
async function tools() {
  return within(
    (await screen.findByRole('heading', { name: 'Copy, share or print' })).closest(
      'section',
    ) as HTMLElement,
  );
}

describe('the list as text', () => {
  it('when a line is written as text, then it reads as the list shows it', () => {
    const items = [
      flour,
      lemons,
      makeItem({ ingredient: 'milk', quantity: 487.3, units: 'ml' }),
      makeItem({ ingredient: 'eggs', quantity: 4.4, units: '' }),
      makeItem({ ingredient: 'butter', quantity: null, units: '6-8 tbsp' }),
      makeItem({ ingredient: 'salt', quantity: null, units: '' }),
    ];
    expect(items.map(lineAsText)).toEqual(items.map((item) => lineText(item)));
  });

  it('when "Copy as text" is pressed, then the list is copied as text in aisle order, without ticked lines', async () => {
    answerList(() => list);
    renderListView();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click((await tools()).getByRole('button', { name: 'Copy as text' }));

    expect(await screen.findByText('List copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(await navigator.clipboard.readText()).toBe(TEXT);
    expect(listAsText(list)).toBe(TEXT);
  });

  it('when the clipboard refuses, then a toast says the list was not copied', async () => {
    answerList(() => list);
    renderListView();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));

    await user.click((await tools()).getByRole('button', { name: 'Copy as text' }));

    expect(
      await screen.findByText('We could not copy the list. Your browser did not allow it.'),
    ).toBeInTheDocument();
  });

  it('when the browser has no share sheet, then there is no Share button; Print prints', async () => {
    answerList(() => list);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderListView();
    const user = userEvent.setup();
    const section = await tools();

    expect(section.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(document.querySelector('.shopping-print-text')?.textContent).toBe(TEXT);
  });

  it('when the browser has a share sheet, then Share hands it the name and the text only', async () => {
    answerList(() => list);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderListView();
    const user = userEvent.setup();

    await user.click((await tools()).getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'Saturday shop', text: TEXT });
  });
});
