import { CATEGORY_CHIPS } from '@family-recipes/shared';
import {
  cardImageSources,
  DETAIL_PHOTO_WIDTHS,
  PHONE_PHOTO_MEDIA,
  photoSources,
} from '../components/recipe-card/recipe-format';
import { recipePaths } from '../features/recipes/api/paths';
import { fetchEarly } from '../lib/early-fetch';
import { pageModules } from './page-modules';

/** A <link rel="preload" as="image"> matching the <img> (and <source>) the page will render. */
export interface PhotoLink {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/** What a page needs first: its code, the API reads its first render makes, its largest photo. */
export interface PagePlan {
  code: () => Promise<unknown>;
  data: string[];
  /** The photo links, read from the answer to `data[0]`. */
  photo?: (answer: unknown) => PhotoLink[];
}

/** The first card of a list is the largest thing on a phone's first screen. */
function firstCardPhoto(answer: unknown): PhotoLink[] {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const url = thumbnailOf(first);
  if (!url) return [];
  const { src, srcSet, sizes } = cardImageSources(url);
  return [{ href: src, srcset: srcSet, sizes }];
}

/** The recipe page's photo: the <picture>'s phone <source> and its <img>, each for its screens. */
function recipePhoto(answer: unknown): PhotoLink[] {
  const url = thumbnailOf(answer);
  if (!url) return [];
  const { src, srcSet, sizes, phone } = photoSources(url, DETAIL_PHOTO_WIDTHS);
  if (!phone) return [{ href: src }];
  return [
    { href: src, srcset: phone.srcSet, sizes: phone.sizes, media: PHONE_PHOTO_MEDIA },
    { href: src, srcset: srcSet, sizes, media: `not all and ${PHONE_PHOTO_MEDIA}` },
  ];
}

function thumbnailOf(recipe: unknown): string | undefined {
  if (typeof recipe !== 'object' || recipe === null || !('thumbnail_image' in recipe)) return;
  return typeof recipe.thumbnail_image === 'string' ? recipe.thumbnail_image : undefined;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Planner = (match: RegExpExecArray, search: URLSearchParams) => PagePlan;

/** The public pages (router.tsx has every route); paths match as the router's do, any case. */
const PLANS: [RegExp, Planner][] = [
  [
    /^\/$/,
    () => ({ code: pageModules.home, data: [recipePaths.featured(), recipePaths.latest()] }),
  ],
  [
    /^\/all-recipes\/?$/i,
    () => ({ code: pageModules.allRecipes, data: [recipePaths.all('', 1)], photo: firstCardPhoto }),
  ],
  [
    /^\/categories\/([^/]+)\/?$/i,
    (match) => {
      const slug = decoded(match[1] ?? '').toLowerCase();
      const chip = CATEGORY_CHIPS.find((c) => c.slug === slug);
      return chip
        ? {
            code: pageModules.category,
            data: [recipePaths.category(chip.slug, '', 1)],
            photo: firstCardPhoto,
          }
        : { code: pageModules.category, data: [] };
    },
  ],
  [
    /^\/search\/?$/i,
    (_, search) => {
      const q = (search.get('query') ?? '').trim();
      return {
        code: pageModules.search,
        data: q ? [recipePaths.search(q, 1)] : [],
        photo: firstCardPhoto,
      };
    },
  ],
  [
    /^\/recipes\/([^/]+)\/?$/i,
    (match) => ({
      code: pageModules.recipe,
      data: [recipePaths.detail(decoded(match[1] ?? ''))],
      photo: recipePhoto,
    }),
  ],
  [/^\/about\/?$/i, () => ({ code: pageModules.about, data: [] })],
  [/^\/contact\/?$/i, () => ({ code: pageModules.contact, data: [] })],
  [/^\/support\/?$/i, () => ({ code: pageModules.support, data: [] })],
  [/^\/login\/?$/i, () => ({ code: pageModules.login, data: [] })],
  [/^\/signup\/?$/i, () => ({ code: pageModules.signup, data: [] })],
  [/^\/forgot-password\/?$/i, () => ({ code: pageModules.forgotPassword, data: [] })],
];

/** The plan of the page at `url`, or undefined for pages that are not preloaded. */
export function planFor(url: URL): PagePlan | undefined {
  for (const [pattern, plan] of PLANS) {
    const match = pattern.exec(url.pathname);
    if (match) return plan(match, url.searchParams);
  }
  return undefined;
}

function addPhotoLinks(links: PhotoLink[]) {
  for (const { href, srcset, sizes, media } of links) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = href;
    if (srcset) link.setAttribute('imagesrcset', srcset);
    if (sizes) link.setAttribute('imagesizes', sizes);
    if (media) link.media = media;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}

/**
 * Starts what the page at `url` needs: its code and its first API reads, and with `photo` (the
 * first page, whose largest element is often that photo) the photo as soon as the read answers.
 * Without `data` only the code: a page drawn on the server came with its answers and photo.
 * Nothing here is awaited: the router and the queries pick up what has arrived.
 */
export function preloadPage(
  url: URL,
  { photo = false, data = true }: { photo?: boolean; data?: boolean } = {},
): void {
  const plan = planFor(url);
  if (!plan) return;
  // A chunk that fails to load fails again, visibly, when the router asks for it.
  plan.code().catch(() => undefined);
  if (!data) return;
  const answers = plan.data.map((path) => fetchEarly(path));
  const first = answers[0];
  if (photo && plan.photo && first) {
    const toLinks = plan.photo;
    first
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((answer: unknown) => addPhotoLinks(toLinks(answer)))
      .catch(() => undefined);
  }
}
