import {
  formatAmount,
  INGREDIENT_TEXT,
  parseIngredientLine,
  type IngredientLine,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeFixture } from '../testing/recipe-fixture';
import {
  editEntry,
  fillValidRecipe,
  renderForm,
  setUpRecipeFormTests,
} from '../testing/recipe-form-harness';

const { sentUpload } = setUpRecipeFormTests();

const understoodList = () => screen.getByRole('list', { name: INGREDIENT_TEXT.understoodTitle });

/** The row of the line written as `text`. */
function rowOf(text: string): HTMLElement {
  const row = within(understoodList())
    .getAllByRole('listitem')
    .find(
      (item) => item.querySelector('.understood__written')?.textContent === `You wrote: ${text}`,
    );
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

/** The parts a row shows, by their names: {Amount: '1/4', Unit: 'tsp', Food: ...}. */
function partsOf(row: HTMLElement): Record<string, string> {
  const terms = within(row).queryAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

/** What the row of a line must show: the parser's reading, every part it found under its name. */
function expectedParts(line: IngredientLine): Record<string, string> {
  const parts: Record<string, string> = {};
  if (line.quantity !== null) parts.Amount = formatAmount(line.quantity);
  if (line.units !== '') parts.Unit = line.units;
  if (line.alternate !== '') parts.Or = line.alternate;
  parts.Food = line.food;
  if (line.note !== '') parts.Note = line.note;
  return parts;
}

async function typeIngredients(user: ReturnType<typeof renderForm>['user'], text: string) {
  await user.type(screen.getByLabelText(/^Ingredients/), text);
}

describe('How the form reads each ingredient line', () => {
  it('when lines are typed, then each shows its amount, unit, food and note as read', async () => {
    const { user } = renderForm();
    expect(screen.getByText(INGREDIENT_TEXT.understoodEmpty)).toBeInTheDocument();

    await typeIngredients(
      user,
      '1/4 tsp red pepper flakes{Enter}400g (15 oz) potatoes (firm/waxy)',
    );

    const pepper = partsOf(rowOf('1/4 tsp red pepper flakes'));
    expect(pepper.Amount).toBe('1/4');
    expect(pepper).toEqual(expectedParts(parseIngredientLine('1/4 tsp red pepper flakes')));
    const potatoes = partsOf(rowOf('400g (15 oz) potatoes (firm/waxy)'));
    expect(potatoes.Amount).toBe('400');
    expect(potatoes).toEqual(
      expectedParts(parseIngredientLine('400g (15 oz) potatoes (firm/waxy)')),
    );
    expect(screen.queryByText(INGREDIENT_TEXT.unreadable)).not.toBeInTheDocument();
  });

  it('when a line cannot be read, then it is marked with a message and the others are not', async () => {
    const { user } = renderForm();

    await typeIngredients(user, '2 eggs{Enter}%%%');

    expect(within(rowOf('%%%')).getByText(INGREDIENT_TEXT.unreadable)).toBeInTheDocument();
    expect(partsOf(rowOf('%%%'))).toEqual({});
    expect(within(rowOf('2 eggs')).queryByText(INGREDIENT_TEXT.unreadable)).toBeNull();
    expect(screen.getAllByText(INGREDIENT_TEXT.unreadable)).toHaveLength(1);
  });

  it('when a line names a part of the recipe, then it reads as a heading, not as a food', async () => {
    const { user } = renderForm();

    await typeIngredients(user, 'For the sauce:{Enter}2 eggs');

    expect(partsOf(rowOf('For the sauce:'))).toEqual({ Heading: INGREDIENT_TEXT.heading });
    expect(partsOf(rowOf('2 eggs'))).not.toHaveProperty('Heading');
  });

  it('when a line is corrected, then the box holds the rewritten line, focus returns and the recipe sends it', async () => {
    const { user } = renderForm();
    await fillValidRecipe(user);
    await typeIngredients(user, '{Enter}%%%');

    const correct = within(rowOf('%%%')).getByRole('button', { name: 'Correct %%%' });
    await user.click(correct);
    const fields = screen.getByRole('group', { name: 'Correct %%%' });
    expect(within(fields).getByLabelText('Amount')).toHaveFocus();
    expect(within(fields).getByLabelText('Food')).toHaveValue('%%%');
    await user.type(within(fields).getByLabelText('Amount'), '2');
    await user.type(within(fields).getByLabelText('Unit'), 'cups');
    await user.clear(within(fields).getByLabelText('Food'));
    await user.type(within(fields).getByLabelText('Food'), 'flour{Enter}');

    expect(screen.getByLabelText(/^Ingredients/)).toHaveValue(
      '1 1/2 cups flour\n2 eggs\n2 cups flour',
    );
    expect(screen.queryByRole('group', { name: 'Correct %%%' })).not.toBeInTheDocument();
    const rewritten = within(rowOf('2 cups flour')).getByRole('button', {
      name: 'Correct 2 cups flour',
    });
    expect(rewritten).toHaveFocus();
    expect(partsOf(rowOf('2 cups flour'))).toMatchObject({
      Amount: '2',
      Unit: 'cups',
      Food: 'flour',
    });
    expect(
      within(screen.getByRole('region', { name: INGREDIENT_TEXT.understoodTitle })).getByRole(
        'status',
      ),
    ).toHaveTextContent(`${INGREDIENT_TEXT.corrected} “2 cups flour”.`);

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    const sent = JSON.parse((await sentUpload()).body.get('ingredients') as string) as unknown[];
    expect(sent).toEqual(
      ['1 1/2 cups flour', '2 eggs', '2 cups flour'].map((line) => parseIngredientLine(line)),
    );
    expect(sent[2]).toMatchObject({
      text: '2 cups flour',
      quantity: 2,
      units: 'cups',
      food: 'flour',
    });
  });

  it('when the fields would be read differently, then they stay open with what would be read', async () => {
    const { user } = renderForm();
    await typeIngredients(user, '%%%');
    await user.click(screen.getByRole('button', { name: 'Correct %%%' }));
    const fields = screen.getByRole('group', { name: 'Correct %%%' });

    await user.type(within(fields).getByLabelText('Amount'), 'lots');
    await user.click(within(fields).getByRole('button', { name: INGREDIENT_TEXT.apply }));
    expect(within(fields).getByRole('alert')).toHaveTextContent('Enter an amount like 2');

    await user.clear(within(fields).getByLabelText('Amount'));
    await user.type(within(fields).getByLabelText('Amount'), '2');
    await user.type(within(fields).getByLabelText('Unit'), 'cups');
    await user.clear(within(fields).getByLabelText('Food'));
    await user.type(within(fields).getByLabelText('Food'), 'flour, sifted');
    await user.click(within(fields).getByRole('button', { name: INGREDIENT_TEXT.apply }));

    expect(within(fields).getByRole('alert')).toHaveTextContent(INGREDIENT_TEXT.readDifferently);
    expect(within(fields).getByLabelText('Food')).toHaveAccessibleDescription(
      expect.stringContaining(INGREDIENT_TEXT.readDifferentlyHint),
    );
    expect(screen.getByLabelText(/^Ingredients/)).toHaveValue('%%%');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Correct %%%' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct %%%' })).toHaveFocus();
    expect(screen.getByLabelText(/^Ingredients/)).toHaveValue('%%%');
  });

  it('when the edit form opens, then each line is the stored text as the cook wrote it', async () => {
    const recipe = recipeFixture({
      ingredients: [
        {
          quantity: 1,
          units: 'cups',
          ingredient: 'flour',
          text: '1-2 cups flour',
          food: 'flour',
          note: '',
          unit: 'cup',
          range: { low: 1, high: 2 },
          alternate: '',
          optional: false,
          approximate: false,
        },
        { quantity: 0.125, units: 'teaspoon', ingredient: 'salt' },
      ],
    });
    renderForm(editEntry(recipe));

    expect(await screen.findByLabelText(/^Ingredients/)).toHaveValue(
      '1-2 cups flour\n0.125 teaspoon salt',
    );
  });
});
