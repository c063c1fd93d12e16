import {
  featureRecipe,
  getRecipe,
  PAGE_TEXT,
  pathOf,
  REVIEW_TEXT,
  setRecipeStatus,
  TOASTS,
  unfeatureRecipe,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import RecipePage from './recipe';
import { SessionContext, sessionFor, type Session } from '../../lib/session';
import { answer, failure } from '../../testing/api-mocks';
import { stubMatchMedia } from '../../testing/kitchen';
import {
  makeRecipe,
  renderRoutes,
  stubRecipeApi,
} from '../../features/recipes/testing/recipe-fixtures';
import type { Recipe } from '@family-recipes/shared';

const routes = [
  { path: '/recipes/:id', Component: RecipePage },
  { path: '/pending-recipes', element: <h1>Pending list</h1> },
  { path: '/edit-recipe/:id', element: <h1>Edit form</h1> },
];

const admin = sessionFor({
  name: 'Ada',
  email: 'admin@example.test',
  groups: ['admin'],
  idToken: 't',
});

function openRecipe(recipe: Recipe, session?: Session) {
  // jsdom has no matchMedia; the toaster asks it about reduced motion.
  stubMatchMedia();
  const changed = (): Recipe => ({ ...recipe, status: 101 });
  const fetchMock = stubRecipeApi(
    answer(getRecipe, { id: recipe._id }, () => recipe),
    answer(setRecipeStatus, changed),
    answer(featureRecipe, changed),
    answer(unfeatureRecipe, changed),
  );
  const rendered = renderRoutes(routes, `/recipes/${recipe._id}`, (tree) =>
    session ? (
      <SessionContext value={session}>
        {tree}
        <Toaster />
      </SessionContext>
    ) : (
      tree
    ),
  );
  return { ...rendered, fetchMock };
}

/** Opens `path`, whose recipe the server refuses with `status` and `message`. */
function openRefused(path: string, status: number, message: string) {
  stubRecipeApi(answer(getRecipe, () => failure(status, message)));
  renderRoutes(routes, path);
}

const ingredientTexts = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Recipe detail page', () => {
  it('when it loads, then the title is the one h1 and the facts are shown', async () => {
    openRecipe(makeRecipe({ title: 'Apple Pie', tips: ['Use cold butter.'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple Pie' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Recipe by Grandma Rosa')).toBeInTheDocument();
    const time = screen.getByRole('region', { name: 'Time' });
    expect(time).toHaveTextContent('Total1 h 15 min');
    expect(time).toHaveTextContent('Preparation15 min');
    expect(time).toHaveTextContent('Cooking1 h');
    expect(screen.getByRole('heading', { name: 'Tips & Tricks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desserts' })).toHaveAttribute(
      'href',
      '/categories/desserts',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('when 2x and 3x are pressed, then amounts and the serving size scale as friendly fractions', async () => {
    const user = userEvent.setup();
    openRecipe(makeRecipe());
    await screen.findByRole('heading', { level: 1 });
    expect(ingredientTexts()).toEqual(['1 1/2 cups flour', '1/4 tsp salt', 'butter for the pan']);
    expect(screen.getByText('24 cookies')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1x' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '2x' }));
    expect(screen.getByRole('button', { name: '2x' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1x' })).toHaveAttribute('aria-pressed', 'false');
    expect(ingredientTexts()).toEqual(['3 cups flour', '1/2 tsp salt', 'butter for the pan']);
    expect(screen.getByText('48 cookies')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3x' }));
    expect(ingredientTexts()).toEqual(['4 1/2 cups flour', '3/4 tsp salt', 'butter for the pan']);
    expect(screen.getByText('72 cookies')).toBeInTheDocument();
  });

  it('when the server answers 404, then Recipe Not Found shows with Back to Home', async () => {
    openRefused('/recipes/unknown', 404, 'Recipe not found');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_TEXT.recipeNotFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('when the server answers 403, then Access Denied shows its message', async () => {
    openRefused('/recipes/secret', 403, 'Access denied.');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_TEXT.accessDeniedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(PAGE_TEXT.accessDeniedMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('when an admin approves a pending recipe, then a toast confirms and the pending list opens', async () => {
    const user = userEvent.setup();
    const recipe = makeRecipe({ status: 100 });
    const { fetchMock } = openRecipe(recipe, admin);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve recipe' }));
    expect(await screen.findByRole('heading', { name: 'Pending list' })).toBeInTheDocument();
    expect(await screen.findByText(TOASTS.recipeApproved)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === pathOf(setRecipeStatus, { id: recipe._id, status: '101' }) &&
          init?.method === 'PUT',
      ),
    ).toBe(true);
  });

  it('when an admin denies, then the note is asked for and sent as the JSON body', async () => {
    const user = userEvent.setup();
    const recipe = makeRecipe({ status: 100 });
    const { fetchMock } = openRecipe(recipe, admin);
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    const note = screen.getByRole('textbox', { name: REVIEW_TEXT.denyPrompt });
    expect(note).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Deny recipe' }));
    // An empty note does not go out: the form asks for it first.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await user.type(note, 'Please add the oven temperature.');
    await user.click(screen.getByRole('button', { name: 'Deny recipe' }));
    expect(await screen.findByText(TOASTS.recipeDenied)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([url]) => url === pathOf(setRecipeStatus, { id: recipe._id, status: '199' }),
    );
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      note: 'Please add the oven temperature.',
    });
  });

  it('when an admin starts a review and cancels, then Approve and Deny are back and nothing is sent', async () => {
    const user = userEvent.setup();
    const recipe = makeRecipe({ status: 100 });
    const { fetchMock } = openRecipe(recipe, admin);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('textbox', { name: REVIEW_TEXT.approvePrompt })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('when a recipe has a story, a card, an original and variations, then all of them are shown with links', async () => {
    const original = makeRecipe({ title: 'Grandma’s Pound Cake' });
    const recipe = makeRecipe({
      title: 'Lemon Pound Cake',
      story: 'Aunt May baked it every Easter.\n\nWe still do.',
      from_kitchen_of: 'Aunt May',
      card_image: '/uploads/recipes/card-1280.webp',
      variation_of: original._id,
      original: { _id: original._id, title: original.title },
      variations: [{ _id: makeRecipe()._id, title: 'Orange Pound Cake' }],
    });
    openRecipe(recipe);
    expect(await screen.findByText('From the kitchen of Aunt May')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grandma’s Pound Cake' })).toHaveAttribute(
      'href',
      `/recipes/${original._id}`,
    );
    expect(screen.getByText('Aunt May baked it every Easter.')).toBeInTheDocument();
    expect(screen.getByText('We still do.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it full size' })).toHaveAttribute(
      'href',
      '/uploads/recipes/card-1280.webp',
    );
    expect(screen.getByRole('link', { name: 'Orange Pound Cake' })).toBeInTheDocument();
  });

  it('when an admin opens a recipe with history, then every change and note is listed', async () => {
    const recipe = makeRecipe({
      status: 100,
      history: [
        { from: null, to: 100, by: 'Rosa', at: '2024-01-01T00:00:00.000Z', note: null },
        {
          from: 100,
          to: 199,
          by: 'Ada',
          at: '2024-01-02T00:00:00.000Z',
          note: 'Add the oven heat.',
        },
        { from: 199, to: 100, by: 'Rosa', at: '2024-01-03T00:00:00.000Z', note: null },
      ],
    });
    openRecipe(recipe, admin);
    const history = await screen.findByRole('region', { name: REVIEW_TEXT.historyTitle });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getByText('Pending → Denied')).toBeInTheDocument();
    expect(within(history).getByText('Add the oven heat.')).toBeInTheDocument();
  });

  it('when an admin views an approved recipe, then Make Featured Recipe and Edit are offered', async () => {
    const user = userEvent.setup();
    const recipe = makeRecipe();
    openRecipe(recipe, admin);
    await user.click(await screen.findByRole('button', { name: 'Make Featured Recipe' }));
    expect(await screen.findByText(TOASTS.recipeFeatured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit form' })).toBeInTheDocument();
  });

  it('when the signed-in owner views their recipe, then Edit is offered (email ignores case)', async () => {
    const owner: Session = {
      ...admin,
      user: { name: 'Rosa', email: 'Rosa@Example.test', groups: ['user'], idToken: 't' },
      isAdmin: false,
    };
    openRecipe(makeRecipe({ status: 100, user_email: 'rosa@example.test' }), owner);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
