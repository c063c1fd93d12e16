import { PAGE_STATE_ELEMENT_ID, type RecipeSummary } from '@family-recipes/shared';
import {
  cardImageSources,
  DETAIL_PHOTO_WIDTHS,
  PHONE_PHOTO_MEDIA,
  photoSources,
} from '../components/recipe-card/recipe-format';

/** A <link rel="preload" as="image"> matching the <img> (and <source>) the page will render. */
export interface PhotoLink {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/** The first card of a list is the largest thing on a phone's first screen. */
export function firstCardPhoto(recipes: readonly Pick<RecipeSummary, 'thumbnail_image'>[]) {
  const url = recipes[0]?.thumbnail_image;
  if (!url) return [];
  const { src, srcSet, sizes } = cardImageSources(url);
  return [{ href: src, srcset: srcSet, sizes }];
}

/** The recipe page's photo: the <picture>'s phone <source> and its <img>, each for its screens. */
export function recipePhoto(recipe: Pick<RecipeSummary, 'thumbnail_image'>): PhotoLink[] {
  const url = recipe.thumbnail_image;
  if (!url) return [];
  const { src, srcSet, sizes, phone } = photoSources(url, DETAIL_PHOTO_WIDTHS);
  if (!phone) return [{ href: src }];
  return [
    { href: src, srcset: phone.srcSet, sizes: phone.sizes, media: PHONE_PHOTO_MEDIA },
    { href: src, srcset: srcSet, sizes, media: `not all and ${PHONE_PHOTO_MEDIA}` },
  ];
}

/** Set on <html> once the app has taken the page over: from then on every control answers. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * While the first page's data loads in the browser, its largest photo is asked for as soon as the
 * data names it, with high priority, rather than once the page has rendered. Only for the first
 * page the browser draws: a page the server drew came with its photo, and once the app runs, a
 * link pointed at or a later page finds its photo in the page itself.
 */
export function preloadFirstPhoto(links: PhotoLink[]): void {
  if (
    typeof document === 'undefined' ||
    document.documentElement.hasAttribute(APP_READY_ATTRIBUTE) ||
    document.getElementById(PAGE_STATE_ELEMENT_ID) !== null
  ) {
    return;
  }
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
