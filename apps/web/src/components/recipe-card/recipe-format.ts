import { CATEGORY_CHIPS, type Recipe } from '@family-recipes/shared';

/** Minutes as people say them: "45 min", "1 h", "1 h 15 min". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

const VARIANT = /-(?:320|640|1280)\.webp$/;

/**
 * Uploaded images come in 320, 640 and 1280 px wide WebP variants side by side
 * (`<uuid>-1280.webp`); other URLs (an external image) have no srcset.
 */
export function imageSources(url: string): { src: string; srcSet?: string } {
  if (!VARIANT.test(url)) return { src: url };
  const at = (width: number) => url.replace(VARIANT, `-${width}.webp`);
  return { src: at(640), srcSet: `${at(320)} 320w, ${at(640)} 640w, ${at(1280)} 1280w` };
}

/** The category's chip (slug and colours); every stored category has one. */
export function categoryChip(category: Recipe['category']) {
  return CATEGORY_CHIPS.find((chip) => chip.category === category) ?? CATEGORY_CHIPS[0]!;
}
