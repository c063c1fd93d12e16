import { CATEGORY_CHIPS, type RecipeSummary } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { RequiredGroup } from '../features/identity/components/guards';
import { featuredRecipesQueryOptions } from '../features/recipes/api/get-featured-recipes';
import { latestRecipesQueryOptions } from '../features/recipes/api/get-latest-recipes';
import { recipeQueryOptions } from '../features/recipes/api/get-recipe';
import {
  allRecipesQueryOptions,
  categoryRecipesQueryOptions,
  searchRecipesQueryOptions,
} from '../features/recipes/api/list-recipes';
import { firstCardPhoto, preloadFirstPhoto, recipePhoto, type PhotoLink } from './first-photo';
import { publicPages, type PublicPage } from './page-modules';
import { RootErrorPage, RootHydrateFallback, RootLayout } from './root-layout';
import { NotFoundPage } from './routes/not-found';

/** Route-level code splitting: a page's code is fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The guard of the pages for members of `group` loads with the first of those pages: a visitor's
 * public pages never need it.
 */
const guard = (group: RequiredGroup) => async () => {
  const { RequireGroup } = await import('../features/identity/components/guards');
  return { element: <RequireGroup group={group} /> };
};

type PageLoader = (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => Promise<null>;

/**
 * Waits for a page's reads. A read that fails is the page's to show (its components read the same
 * queries and show the error in place), so the loader itself never fails.
 */
async function settled(...reads: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(reads);
  return null;
}

/** The first page's largest photo, once its read has named it (first-photo.ts). */
function preloadPhotoOf<T>(read: Promise<T>, photo: (data: T) => PhotoLink[]): void {
  read.then(
    (data) => preloadFirstPhoto(photo(data)),
    () => undefined,
  );
}

const firstPagePhoto = (list: { pages: { items: RecipeSummary[] }[] }) =>
  firstCardPhoto(list.pages[0]?.items ?? []);

/**
 * What each public page reads before it is drawn, in the browser and on the server alike: the
 * same query options its components use, so the components find the answers in the cache.
 * The category and search pages' lists start with an empty filter, as their components do.
 */
function pageLoaders(queryClient: QueryClient): Partial<Record<PublicPage, PageLoader>> {
  return {
    home: () =>
      settled(
        queryClient.ensureQueryData(featuredRecipesQueryOptions()),
        queryClient.ensureQueryData(latestRecipesQueryOptions()),
      ),
    allRecipes: () => {
      const list = queryClient.ensureInfiniteQueryData(allRecipesQueryOptions(''));
      preloadPhotoOf(list, firstPagePhoto);
      return settled(list);
    },
    category: ({ params }) => {
      const slug = params.category?.toLowerCase();
      const chip = CATEGORY_CHIPS.find((c) => c.slug === slug);
      if (!chip) return settled();
      const list = queryClient.ensureInfiniteQueryData(categoryRecipesQueryOptions(chip.slug, ''));
      preloadPhotoOf(list, firstPagePhoto);
      return settled(list);
    },
    search: ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = (params.get('query') ?? '').trim();
      if (!q) return settled();
      const asTyped = params.get('as_typed') === '1';
      const list = queryClient.ensureInfiniteQueryData(searchRecipesQueryOptions(q, asTyped));
      preloadPhotoOf(list, firstPagePhoto);
      return settled(list);
    },
    recipe: ({ params }) => {
      const recipe = queryClient.ensureQueryData(recipeQueryOptions(params.id ?? ''));
      preloadPhotoOf(recipe, recipePhoto);
      return settled(recipe);
    },
  };
}

/**
 * The search page writes what is typed into its address as it goes; its own query reads each new
 * text (keeping the last results on screen), so the loader, which would hold the page in a
 * navigation meanwhile, runs only when the page is opened.
 */
const searchedInPlace: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

function publicRoute(name: PublicPage, loaders: Partial<Record<PublicPage, PageLoader>>) {
  const { path, load } = publicPages[name];
  const loader = loaders[name];
  return {
    id: name,
    ...(name === 'home' ? { index: true as const } : { path }),
    lazy: page(load),
    ...(loader ? { loader } : {}),
    ...(name === 'search' ? { shouldRevalidate: searchedInPlace } : {}),
  } satisfies RouteObject;
}

/**
 * Every route of the site; the 404 page handles unknown paths and errors. The public pages' loaders
 * read their data through `queryClient`: the browser's, or the server's while it draws a page
 * (entry-server.tsx). The account and admin pages depend on who is signed in and read their data
 * in their components.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = pageLoaders(queryClient);
  const preload = (url: URL) => preloadPage(routes, loaders, url);
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: <RootLayout preload={preload} />,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RootErrorPage />,
      children: [
        {
          errorElement: <NotFoundPage />,
          children: [
            publicRoute('home', loaders),
            publicRoute('category', loaders),
            publicRoute('search', loaders),
            publicRoute('recipe', loaders),
            publicRoute('allRecipes', loaders),
            publicRoute('about', loaders),
            publicRoute('contact', loaders),
            publicRoute('support', loaders),
            publicRoute('login', loaders),
            publicRoute('signup', loaders),
            publicRoute('forgotPassword', loaders),
            { path: 'account', lazy: page(() => import('./routes/account')) },
            {
              // Group user (admins count too): visitors see the Welcome page, others Access Unavailable.
              lazy: guard('user'),
              children: [
                { path: 'submit-recipe', lazy: page(() => import('./routes/submit-recipe')) },
                { path: 'my-recipes', lazy: page(() => import('./routes/my-recipes')) },
                { path: 'favourites', lazy: page(() => import('./routes/favourites')) },
                { path: 'shopping-lists', lazy: page(() => import('./routes/shopping-lists')) },
                {
                  path: 'shopping-lists/:id',
                  lazy: page(() => import('./routes/shopping-list')),
                },
                { path: 'meal-plan', lazy: page(() => import('./routes/meal-plan')) },
                { path: 'household', lazy: page(() => import('./routes/household')) },
                // The list, a new book and a saved one: one module (routes/cookbooks.tsx).
                { path: 'cookbooks/:id?', lazy: page(() => import('./routes/cookbooks')) },
              ],
            },
            // Visitors who open an invitation are asked to sign in there and come back. The same
            // module as the household page's: one chunk fewer to name in the first load.
            { path: 'household/join', lazy: page(() => import('./routes/household')) },
            {
              lazy: guard('admin'),
              children: [
                {
                  path: 'pending-recipes',
                  lazy: page(() => import('./routes/admin/pending-recipes')),
                },
                {
                  path: 'denied-recipes',
                  lazy: page(() => import('./routes/admin/denied-recipes')),
                },
                {
                  path: 'featured-recipes',
                  lazy: page(() => import('./routes/admin/featured-recipes')),
                },
                { path: 'users', lazy: page(() => import('./routes/admin/users')) },
                { path: 'backups', lazy: page(() => import('./routes/admin/backups')) },
                {
                  path: 'admin/card-reader',
                  lazy: page(() => import('./routes/admin/card-reader')),
                },
              ],
            },
            { path: 'edit-recipe/:id', lazy: page(() => import('./routes/edit-recipe')) },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
  return routes;
}

/** The public page `url` leads to, as the router matches it, or undefined for any other page. */
export function publicPageOf(routes: RouteObject[], url: URL): PublicPage | undefined {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route.id;
  return leaf !== undefined && leaf in publicPages ? (leaf as PublicPage) : undefined;
}

/**
 * Starts what the page at `url` needs before it is opened, as the router would: its code and its
 * loader's reads, into the same query cache. Nothing is awaited, and a failure here fails again,
 * visibly, when the page is opened.
 */
function preloadPage(
  routes: RouteObject[],
  loaders: Partial<Record<PublicPage, PageLoader>>,
  url: URL,
): void {
  const name = publicPageOf(routes, url);
  if (!name) return;
  publicPages[name].load().catch(() => undefined);
  const params = matchRoutes(routes, url.pathname)?.at(-1)?.params ?? {};
  loaders[name]?.({ request: new Request(url.href), params }).catch(() => undefined);
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
