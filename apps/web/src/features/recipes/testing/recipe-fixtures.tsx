import { QueryClientProvider } from '@tanstack/react-query';
import { getRecipe, wholeLine, type Ingredient, type Recipe } from '@family-recipes/shared';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { getResponse, http, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, vi } from 'vitest';
import { answer, answerOthers } from '../../../testing/api-mocks';
import { stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import {
  answerConfig,
  createTestQueryClient,
  jsonResponse,
  requestInit,
  requestPath,
} from '../../../testing/test-utils';

export { makeRecipe } from '../../../testing/recipes';

/**
 * Answers API calls (through msw) with `handlers` (testing/api-mocks.ts); the configuration and
 * anything unanswered get the usual replies. The returned mock is called with each request's path
 * (its full URL when it went to another address) and what it carried, so a test can check what
 * was asked; it answers from the same handlers, so the server's render can call it in process.
 */
export function stubRecipeApi(...handlers: RequestHandler[]) {
  const answering = [...handlers, answerConfig(), answerOthers()];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://localhost'), init);
    const response = await getResponse(answering, request);
    return response ?? jsonResponse({ message: 'Not found', errors: [] }, 404);
  });
  server.use(
    http.all('*', async ({ request }) =>
      fetchMock(requestPath(request), await requestInit(request)),
    ),
  );
  return fetchMock;
}

/**
 * For a file of recipe page tests, before each test: jsdom has no matchMedia (the toaster asks
 * about reduced motion) and no modal dialogs, so showModal and close only set and take away `open`
 * (testing/dialog.ts has the fuller stand-in); and no unit system is remembered.
 */
export function resetRecipePagePerTest() {
  beforeEach(() => {
    stubMatchMedia();
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    window.localStorage.clear();
  });
}

/** Renders routes in a memory router with a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  wrapper?: (node: ReactNode) => ReactNode,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createTestQueryClient();
  const tree = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={client}>{wrapper ? wrapper(tree) : tree}</QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** An ingredient as the server stores it: the three fields and the model of its line. */
export function stored(
  line: Partial<Ingredient> & Pick<Ingredient, 'quantity' | 'units' | 'ingredient'>,
) {
  return { ...wholeLine('', line.ingredient), food: line.ingredient, ...line };
}

/** The recipe page's ingredient lines, as read. */
export const ingredientTexts = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Renders the recipe page `Page` at `path` (the recipe's own by default), the API answering `recipe`. */
export function renderRecipePage(
  Page: ComponentType,
  recipe: Recipe,
  path = `/recipes/${recipe._id}`,
  wrapper?: (node: ReactNode) => ReactNode,
) {
  stubRecipeApi(answer(getRecipe, { id: recipe._id }, () => recipe));
  return renderRoutes([{ path: '/recipes/:id', Component: Page }], path, wrapper);
}

/** The paths (with query) fetch was called with. */
export function calledUrls(fetchMock: ReturnType<typeof stubRecipeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => input);
}
