import { matchPublicPage, PUBLIC_PAGES, type PublicPage } from '@family-recipes/shared';
import type { ComponentType } from 'react';

export type { PublicPage };

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The public pages: the path the router matches each at (declared in packages/shared, pages.ts;
 * router.tsx builds its routes from these entries) and its code, fetched when the route is first
 * visited, or earlier: by the boot script for the first page and when a link to one is pointed at.
 * Router and boot script use these same imports, so both always ask for the same chunk. These are
 * also the pages the server draws for visitors (entry-server.tsx); the account and admin pages
 * import their code in router.tsx.
 *
 * Kept free of React Router: the boot script runs before the app's code and matches the first
 * page with `publicPageAt` below instead of the router's own matching.
 */
export const publicPages = {
  home: { path: PUBLIC_PAGES.home, load: () => import('./routes/home') },
  category: { path: PUBLIC_PAGES.category, load: () => import('./routes/category') },
  search: { path: PUBLIC_PAGES.search, load: () => import('./routes/search') },
  recipe: { path: PUBLIC_PAGES.recipe, load: () => import('./routes/recipe') },
  allRecipes: { path: PUBLIC_PAGES.allRecipes, load: () => import('./routes/all-recipes') },
  about: { path: PUBLIC_PAGES.about, load: () => import('./routes/about') },
  contact: { path: PUBLIC_PAGES.contact, load: () => import('./routes/contact') },
  support: { path: PUBLIC_PAGES.support, load: () => import('./routes/support') },
  login: { path: PUBLIC_PAGES.login, load: () => import('./routes/auth/login') },
  signup: { path: PUBLIC_PAGES.signup, load: () => import('./routes/auth/signup') },
  forgotPassword: {
    path: PUBLIC_PAGES.forgotPassword,
    load: () => import('./routes/auth/forgot-password'),
  },
} satisfies Record<PublicPage, { path: string; load: PageModule }>;

/** The public page at `pathname`, matched as the router matches it (any case, a trailing slash). */
export function publicPageAt(pathname: string): PublicPage | undefined {
  return matchPublicPage(pathname)?.page;
}
