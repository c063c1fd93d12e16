import {
  CATEGORY_CHIPS,
  DEFAULT_PHOTO_WIDTH,
  PHOTO_WIDTHS,
  textDirection,
  type Recipe,
} from '@family-recipes/shared';

/**
 * The `lang` and `dir` of a recipe's own text (its title, description, lines and story), so that
 * an Arabic recipe reads right to left inside an English page; the page's words keep its own.
 */
export function recipeTextProps(language: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: language, dir: textDirection(language) };
}

/** An uploaded photo's variant URL (`<uuid>-<width>.webp`), for any width the API writes. */
const VARIANT = new RegExp(`-(?:${PHOTO_WIDTHS.all.join('|')})\\.webp$`);

/** A card's width in the recipe grids: one column on phones, two from 600 px, up to four. */
const CARD_SIZES =
  '(min-width: 1200px) 17rem, (min-width: 900px) 30vw, (min-width: 600px) 46vw, calc(100vw - 2rem)';

/**
 * Phones up to 2 device pixels per CSS pixel get at most the 640 px photo: it is sharp enough at
 * their width and half the bytes of the 1280 one. Denser phones and wider screens get all three.
 */
export const PHONE_PHOTO_MEDIA = '(max-width: 899px) and (max-resolution: 2dppx)';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface PhotoSources extends ImageSources {
  /** For a <source media={PHONE_PHOTO_MEDIA}> in front of the <img>; absent for other URLs. */
  phone?: { srcSet: string; sizes: string };
}

const variant = (url: string, width: number) => url.replace(VARIANT, `-${width}.webp`);
const srcSet = (url: string, widths: readonly number[]) =>
  widths.map((width) => `${variant(url, width)} ${width}w`).join(', ');

/**
 * Uploaded images come in 320, 640 and 1280 px wide WebP variants side by side
 * (`<uuid>-1280.webp`); other URLs (an external image) have no srcset. A card offers the 320 and
 * 640 ones only, so no phone, whatever its density, loads the 1280 one for a card.
 */
export function cardImageSources(url: string): ImageSources {
  if (!VARIANT.test(url)) return { src: url };
  return {
    src: variant(url, DEFAULT_PHOTO_WIDTH),
    srcSet: srcSet(url, PHOTO_WIDTHS.card),
    sizes: CARD_SIZES,
  };
}

/**
 * A large photo (the recipe page, the featured slides): `narrow` is its width below 900 px, `wide`
 * from 900 px up.
 */
export function photoSources(url: string, widths: { narrow: string; wide: string }): PhotoSources {
  if (!VARIANT.test(url)) return { src: url };
  return {
    src: variant(url, DEFAULT_PHOTO_WIDTH),
    srcSet: srcSet(url, PHOTO_WIDTHS.detail),
    sizes: `(min-width: 900px) ${widths.wide}, ${widths.narrow}`,
    phone: { srcSet: srcSet(url, PHOTO_WIDTHS.card), sizes: widths.narrow },
  };
}

/** The recipe page's photo: the full width of a phone, beside the title from 900 px. */
export const DETAIL_PHOTO_WIDTHS = { narrow: '100vw', wide: '36rem' } as const;

/** A featured slide's photo: the container's width on a phone, most of it from 900 px. */
export const SLIDE_PHOTO_WIDTHS = { narrow: 'calc(100vw - 2rem)', wide: '44rem' } as const;

/** The category's chip (slug and colours); every stored category has one. */
export function categoryChip(category: Recipe['category']) {
  return CATEGORY_CHIPS.find((chip) => chip.category === category) ?? CATEGORY_CHIPS[0]!;
}
