import type { JSX } from 'react';
import { PHONE_PHOTO_MEDIA, photoSources } from './recipe-format';

/**
 * A large recipe photo, 4:3 like its frame: a <picture> whose phone source stops at the 640 px
 * variant (recipe-format.ts), with width and height so its space is kept before it loads.
 */
export function RecipePhoto({
  url,
  widths,
  alt,
  priority = false,
}: {
  url: string;
  widths: { narrow: string; wide: string };
  alt: string;
  priority?: boolean;
}): JSX.Element {
  const { src, srcSet, sizes, phone } = photoSources(url, widths);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={1280}
      height={960}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!phone) return img;
  return (
    <picture className="recipe-photo">
      <source media={PHONE_PHOTO_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />
      {img}
    </picture>
  );
}
