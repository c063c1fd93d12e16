import type { ComponentType } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The public pages: the path the router matches each at (router.tsx builds its routes from these
 * entries) and its code, fetched when the route is first visited, or earlier: by the boot script
 * for the first page and when a link to one is pointed at. Router and boot script use these same
 * imports, so both always ask for the same chunk. These are also the pages the server draws for
 * visitors (entry-server.tsx); the account and admin pages import their code in router.tsx.
 *
 * Kept free of React Router: the boot script runs before the app's code and matches the first
 * page with `publicPageAt` below instead of the router's own matching.
 */
export const publicPages = {
  home: { path: '/', load: () => import('./routes/home') },
  category: { path: '/categories/:category', load: () => import('./routes/category') },
  search: { path: '/search', load: () => import('./routes/search') },
  recipe: { path: '/recipes/:id', load: () => import('./routes/recipe') },
  allRecipes: { path: '/all-recipes', load: () => import('./routes/all-recipes') },
  about: { path: '/about', load: () => import('./routes/about') },
  contact: { path: '/contact', load: () => import('./routes/contact') },
  support: { path: '/support', load: () => import('./routes/support') },
  login: { path: '/login', load: () => import('./routes/auth/login') },
  signup: { path: '/signup', load: () => import('./routes/auth/signup') },
  forgotPassword: { path: '/forgot-password', load: () => import('./routes/auth/forgot-password') },
} satisfies Record<string, { path: string; load: PageModule }>;

export type PublicPage = keyof typeof publicPages;

/**
 * The public page whose path matches `pathname` as the router matches it: any case, an optional
 * trailing slash, one segment for each `:param`.
 */
export function publicPageAt(pathname: string): PublicPage | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const [name, { path }] of Object.entries(publicPages)) {
    const pattern = path.split('/').filter(Boolean);
    if (
      pattern.length === segments.length &&
      pattern.every(
        (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase(),
      )
    ) {
      return name as PublicPage;
    }
  }
  return undefined;
}
