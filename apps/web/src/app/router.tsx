import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireGroup } from '../features/auth/components/guards';
import { RootErrorPage, RootHydrateFallback, RootLayout } from './root-layout';
import { pageModules } from './page-modules';
import { NotFoundPage } from './routes/not-found';

/** Route-level code splitting: a page's code is fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every route of the specification's table; the 404 page handles unknown paths and errors. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <NotFoundPage />,
        children: [
          { index: true, lazy: page(pageModules.home) },
          { path: 'categories/:category', lazy: page(pageModules.category) },
          { path: 'search', lazy: page(pageModules.search) },
          { path: 'recipes/:id', lazy: page(pageModules.recipe) },
          { path: 'all-recipes', lazy: page(pageModules.allRecipes) },
          { path: 'about', lazy: page(pageModules.about) },
          { path: 'contact', lazy: page(pageModules.contact) },
          { path: 'support', lazy: page(pageModules.support) },
          { path: 'login', lazy: page(pageModules.login) },
          { path: 'signup', lazy: page(pageModules.signup) },
          { path: 'forgot-password', lazy: page(pageModules.forgotPassword) },
          { path: 'account', lazy: page(() => import('./routes/account')) },
          {
            // Group user (admins count too): visitors see the Welcome page, others Access Unavailable.
            element: <RequireGroup group="user" />,
            children: [
              { path: 'submit-recipe', lazy: page(() => import('./routes/submit-recipe')) },
              { path: 'my-recipes', lazy: page(() => import('./routes/my-recipes')) },
            ],
          },
          {
            element: <RequireGroup group="admin" />,
            children: [
              {
                path: 'pending-recipes',
                lazy: page(() => import('./routes/admin/pending-recipes')),
              },
              { path: 'denied-recipes', lazy: page(() => import('./routes/admin/denied-recipes')) },
              {
                path: 'featured-recipes',
                lazy: page(() => import('./routes/admin/featured-recipes')),
              },
              { path: 'users', lazy: page(() => import('./routes/admin/users')) },
            ],
          },
          { path: 'edit-recipe/:id', lazy: page(() => import('./routes/edit-recipe')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
