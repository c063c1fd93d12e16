import { CATEGORY_CHIPS } from '@family-recipes/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';

/** The seven categories, each in its own colours, linking to /categories/<slug>. */
export function CategoryChips({ labelledBy }: { labelledBy: string }) {
  const words = useRecipeWords();
  return (
    <ul className="category-chips" aria-labelledby={labelledBy}>
      {CATEGORY_CHIPS.map((chip) => (
        <li key={chip.slug}>
          <Link
            to={`/categories/${chip.slug}`}
            className="category-chip"
            style={{ '--chip-bg': chip.background, '--chip-fg': chip.foreground } as CSSProperties}
          >
            {words.category(chip.category)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
