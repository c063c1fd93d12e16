import type { LucideIcon, LucideProps } from 'lucide-react';

/*
 * The app's icons: Lucide's (lucide-react, ISC licence), drawn alike by <Icon>. Two kinds:
 *
 * - Most are lucide-react's components, re-exported by name and never wrapped here: a re-export
 *   costs nothing, so each icon lands only in the code of the pages that draw it.
 * - The home page's first screen (header, footer, search, carousel, recipe cards) uses the glyphs
 *   below, each one path: Lucide's shapes (lucide-react 1.79, to 0.1 of a unit), except Hourglass,
 *   Leaf, Star and WheatOff, the app's own simpler drawings in the same style, Lucide's being
 *   0.4 KB gzipped more. lucide-react's components share a runtime of about 1.1 KB gzipped: with it, the home
 *   page's first load measured 132.2 KB, over its 131 KB budget (docs/performance.md); as paths
 *   these cost no more than the drawings they replaced.
 */
export {
  Calendar,
  ChevronDown,
  Circle,
  CircleAlert,
  CircleCheck,
  CookingPot,
  Ellipsis,
  GripVertical,
  Heart,
  Printer,
  Share,
  ShoppingCart,
} from 'lucide-react';

export const ArrowUp = 'M5 12l7-7 7 7M12 19V5';
export const Ban = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M4.9 4.9 19.1 19.1';
export const ChevronLeft = 'M15 18l-6-6 6-6';
export const ChevronRight = 'M9 18l6-6-6-6';
export const Clock = 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 6v6l4 2';
export const Hourglass = 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9';
export const Leaf = 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7';
export const Menu = 'M4 5h16M4 12h16M4 19h16';
export const Search = 'M21 21l-4.3-4.3M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0';
export const Star = 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8 6.6 19.6l1.1-6L3.2 9.4l6.1-.8z';
export const WheatOff =
  'M12 21V9M12 13c-3 0-4-2-4-4 2 0 4 1 4 4zM12 13c3 0 4-2 4-4-2 0-4 1-4 4zM12 9c-2 0-3-2-3-4 2 0 3 1 3 4zM12 9c2 0 3-2 3-4-2 0-3 1-3 4zM4 4l16 16';
export const X = 'M18 6 6 18M6 6l12 12';

type IconProps = Omit<LucideProps, 'ref'> & { icon: LucideIcon | string };

/**
 * One icon of the set: 20 px with a 2 px stroke unless told otherwise, and hidden from screen
 * readers, for the words beside it or its control's label already say what it stands for.
 */
export function Icon({ icon, size = 20, ...props }: IconProps) {
  const attributes = { width: size, height: size, strokeWidth: 2, 'aria-hidden': true, ...props };
  if (typeof icon !== 'string') {
    const Glyph = icon;
    return <Glyph {...attributes} />;
  }
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...attributes}
    >
      <path d={icon} />
    </svg>
  );
}
