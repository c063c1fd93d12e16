import type { Recipe } from '@family-recipes/shared';
import { useId } from 'react';
import { usePendingSync } from '../../sync';
import { CookedForm } from './cooked-form';
import { CookedList } from './cooked-list';
import './cooked.css';

/** "We made this": the cook's own rating and note, then the family's notes, newest first. */
export default function CookedSection({
  recipe,
  canModerate,
}: {
  recipe: Pick<Recipe, '_id' | 'title'>;
  /** The recipe's owner or an administrator: may hide and show notes. */
  canModerate: boolean;
}) {
  const headingId = useId();
  // Notes kept on this device while offline are sent once the connection is back.
  usePendingSync();
  return (
    <section className="container cooked" aria-labelledby={headingId}>
      <h2 id={headingId} className="cooked__title">
        We made this
      </h2>
      <p className="cooked__lead">Cooked “{recipe.title}”? Tell the family how it turned out.</p>
      <div className="cooked__layout">
        <CookedForm recipeId={recipe._id} />
        <CookedList recipeId={recipe._id} canModerate={canModerate} />
      </div>
    </section>
  );
}
