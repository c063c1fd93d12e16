import type { CookbookPageSize } from '@family-recipes/shared';

/*
 * The book's look (decision 036): warm browns on white paper, a serif at 11 pt or more for readers
 * with older eyes, wide margins with the wider one on the binding side.
 */

export interface Theme {
  width: number;
  height: number;
  top: number;
  bottom: number;
  inner: number;
  outer: number;
  body: number;
  small: number;
  heading: number;
  title: number;
  display: number;
  /** Line height over font size. */
  leading: number;
}

export const COLORS = {
  text: '#2b2118',
  soft: '#6b5444',
  accent: '#8a3b12',
  rule: '#c9a27e',
  paper: '#f6efe6',
} as const;

// Page sizes in PostScript points (1/72 inch).
const SIZES: Record<CookbookPageSize, [number, number]> = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
  A5: [419.53, 595.28],
};

export function themeFor(size: CookbookPageSize): Theme {
  const [width, height] = SIZES[size];
  if (size === 'A5') {
    return {
      width,
      height,
      top: 50,
      bottom: 48,
      inner: 46,
      outer: 36,
      body: 11,
      small: 9,
      heading: 13,
      title: 20,
      display: 28,
      leading: 1.42,
    };
  }
  return {
    width,
    height,
    top: 64,
    bottom: 60,
    inner: 68,
    outer: 54,
    body: 12,
    small: 9.5,
    heading: 15,
    title: 26,
    display: 38,
    leading: 1.45,
  };
}

/** Points per inch, for the photos' print resolution. */
export const POINTS_PER_INCH = 72;
