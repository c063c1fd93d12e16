/**
 * The public pages (docs/product.md, pages), declared once for the web app and the API: the path
 * each is found at, which of them the sitemap lists, and the head (title and description) a page
 * gets. The web app's router and boot script match pages with these paths (app/page-modules.ts);
 * the API fills the head of recipe pages and writes the sitemap from them (modules/seo).
 *
 * The web app's boot script imports this file before anything else: it stays small and imports
 * nothing (no zod); a type import is erased.
 */
import type { SiteLanguage } from './languages/languages.js';

/** Each public page's path as React Router writes it: a `:name` stands for one segment. */
export const PUBLIC_PAGES = {
  home: '/',
  allRecipes: '/all-recipes',
  category: '/categories/:category',
  about: '/about',
  contact: '/contact',
  support: '/support',
  search: '/search',
  recipe: '/recipes/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/**
 * The pages the sitemap lists, in its order, before the recipes: one URL each, and one per
 * category for `category`. Search results and the account forms are not listed; each approved
 * recipe is (the `recipe` page).
 */
export const SITEMAP_PAGES: readonly PublicPage[] = [
  'home',
  'allRecipes',
  'category',
  'about',
  'contact',
  'support',
];

export interface PublicPageMatch {
  page: PublicPage;
  /** Each `:name` of the page's path with the segment it matched, as written in the address. */
  params: Record<string, string>;
}

/**
 * The public page whose path matches `pathname` as the router matches it: any case, an optional
 * trailing slash, one segment for each `:param`.
 */
export function matchPublicPage(pathname: string): PublicPageMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const [page, path] of Object.entries(PUBLIC_PAGES)) {
    const pattern = path.split('/').filter(Boolean);
    const params: Record<string, string> = {};
    if (
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? '';
        if (part.startsWith(':')) params[part.slice(1)] = segment;
        return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
      })
    ) {
      return { page: page as PublicPage, params };
    }
  }
  return undefined;
}

/** The path of `page` with its `:params` filled in (each encoded as one segment). */
export function publicPagePath(page: PublicPage, params: Record<string, string> = {}): string {
  return PUBLIC_PAGES[page].replace(/:(\w+)/g, (_all, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

export const SITE_NAME = 'Family Recipes';

/** The description of pages that have none of their own (also index.html's). */
export const SITE_DESCRIPTION =
  'Family Recipes: browse, search and share the recipes your family loves, from breakfast to dessert.';

/** Search results and shared links quote about this much of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

/** A page's tab title and meta description, as they go into its head. */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * The head of a page: "<title> | Family Recipes" (the site's name alone without a title), and its
 * description on one line, cut at a word to at most 160 characters, or the site's own when it
 * has none. The web app sets it in the browser (useDocumentTitle); the server writes the same into
 * the HTML it sends (a recipe's head, a page's first screen).
 */
export function pageHead(title?: string, description?: string): PageHead {
  const name = title?.trim();
  const flat = (description || SITE_DESCRIPTION).replace(/\s+/g, ' ').trim();
  let text = flat;
  if (flat.length > DESCRIPTION_MAX_LENGTH) {
    const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1);
    const space = cut.lastIndexOf(' ');
    text = `${cut.slice(0, space > 80 ? space : cut.length)}…`;
  }
  return { title: name ? `${name} | ${SITE_NAME}` : SITE_NAME, description: text };
}

/**
 * One API call made while the server draws a page: the method, the path with its query string
 * (`/api/recipes/…`) and, for a write, the body as JSON would carry it.
 */
export interface ApiRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** The API's answer to an ApiRequest: its status, headers (lower-case names) and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  payload: unknown;
}

/**
 * What the server draws a page's first screen with: answers API calls as the HTTP API answers a
 * visitor who is not signed in, by calling its services in the same process.
 */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

/** A public page's first screen drawn on the server (apps/web/src/entry-server.tsx). */
export interface DrawnPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The API answers the page was drawn with, for the browser's query cache. */
  state: unknown;
  head?: PageHead | undefined;
  /**
   * The catalogs of the page's language that it was drawn with, by part of the app; null for a
   * large one the browser loads as a file of its own (cached across pages) before it takes over.
   */
  messages?: Record<string, Readonly<Record<string, string>> | null> | undefined;
}

/**
 * The web build's server entry: the page at `url` (a full URL) in `language`, its reads answered by
 * `api`.
 */
export type RenderPage = (
  url: string,
  api: ApiTransport,
  language: SiteLanguage,
) => Promise<DrawnPage | undefined>;
