import {
  getPantry,
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  replacePantry,
  type Pantry,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { PantryEditor } from '../index';
import { renderShopping, resetToastsPerTest } from '../testing/shopping-fixtures';

const pantryOf = (...names: string[]): Pantry => ({
  staples: names.map((name) => ({ name, key: name.toLowerCase() })),
});

/** Answers the pantry's read with `pantry`, and each save with what it sent; returns the saves. */
function serve(pantry: Pantry) {
  const saved = answer(replacePantry, ({ body }) => pantryOf(...body.staples));
  server.use(
    answer(getPantry, () => pantry),
    saved,
  );
  return saved;
}

async function open() {
  renderShopping(<PantryEditor />, { path: '/household', route: '/household' });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Pantry staples' });
  return user;
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Staples' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

resetToastsPerTest();

describe('PantryEditor', () => {
  it('when a cook removes and adds staples and saves, then the whole pantry is sent and “Pantry saved.” is shown', async () => {
    const saved = serve(pantryOf('Salt', 'Pepper', 'Oil', 'Water'));
    const user = await open();

    expect(await screen.findByRole('button', { name: 'Remove Pepper' })).toBeVisible();
    expect(shown()).toEqual(['Salt', 'Pepper', 'Oil', 'Water']);
    await user.click(screen.getByRole('button', { name: 'Remove Pepper' }));
    const field = screen.getByRole('textbox', { name: 'Add a staple' });
    expect(field).toHaveFocus();
    await user.type(field, '  Flour {Enter}');
    expect(field).toHaveValue('');
    expect(shown()).toEqual(['Salt', 'Oil', 'Water', 'Flour']);
    expect(screen.getByText('Changes not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pantry saved.')).toBeInTheDocument();
    expect(saved.bodies).toEqual([{ staples: ['Salt', 'Oil', 'Water', 'Flour'] }]);
    expect(screen.queryByText('Changes not saved yet.')).not.toBeInTheDocument();
  });

  it('when the name is empty, already there or too many, then the field says why and nothing is added', async () => {
    // Names whose keys differ: numbers are not part of a staple's key.
    const full = Array.from(
      { length: PANTRY_LIMITS.staples },
      (_, i) => `Spice ${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`,
    );
    serve(pantryOf('Salt', ...full.slice(1)));
    const user = await open();
    const field = await screen.findByRole('textbox', { name: 'Add a staple' });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PANTRY_MESSAGES.stapleRequired),
    );
    await user.type(field, 'SALT');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Salt is already in the pantry.'),
    );
    await user.clear(field);
    await user.type(field, 'Rice{Enter}');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PANTRY_MESSAGES.tooManyStaples),
    );
    expect(shown()).toHaveLength(PANTRY_LIMITS.staples);
    expect(field).toHaveAttribute('maxlength', String(PANTRY_LIMITS.stapleMax));
  });

  it('when every staple is removed, then it says lines will all be ticked, and an empty pantry is saved', async () => {
    const saved = serve(pantryOf('Salt'));
    const user = await open();

    await user.click(await screen.findByRole('button', { name: 'Remove Salt' }));
    expect(screen.getByText(/No staples: every line of a recipe is ticked/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Pantry saved.');
    expect(saved.bodies).toEqual([{ staples: [] }]);
  });

  it('when the save is refused, then the server’s message is shown and the changes stay', async () => {
    server.use(
      answer(getPantry, () => pantryOf('Salt')),
      answer(replacePantry, () =>
        failure(429, 'Too many changes. Please try again in a few minutes.'),
      ),
    );
    const user = await open();

    await user.type(await screen.findByRole('textbox', { name: 'Add a staple' }), 'Honey{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save the pantry. Too many changes. Please try again in a few minutes.',
    );
    expect(shown()).toEqual(['Salt', 'Honey']);
  });

  it('when the pantry cannot be loaded, then the cook is told and can try again', async () => {
    server.use(
      answer(getPantry, ({ nth }) =>
        nth === 1 ? failure(503, 'Service unavailable') : pantryOf('Salt'),
      ),
    );
    const user = await open();

    expect(await screen.findByRole('alert')).toHaveTextContent(/We could not load your pantry/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Remove Salt' })).toBeVisible();
  });
});
