import type { ComponentType } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The public pages' code, fetched when their route is first visited, or earlier: by the boot
 * script for the first page and when a link to one is pointed at (page-preload.ts). The router
 * uses these same imports, so both always ask for the same chunk; the account and admin pages,
 * which are never preloaded, import their code in router.tsx.
 */
export const pageModules = {
  home: () => import('./routes/home'),
  category: () => import('./routes/category'),
  search: () => import('./routes/search'),
  recipe: () => import('./routes/recipe'),
  allRecipes: () => import('./routes/all-recipes'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  support: () => import('./routes/support'),
  login: () => import('./routes/auth/login'),
  signup: () => import('./routes/auth/signup'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
} satisfies Record<string, PageModule>;
