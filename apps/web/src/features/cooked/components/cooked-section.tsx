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
  isOwner = false,
}: {
  recipe: Pick<Recipe, '_id' | 'title'>;
  /** The recipe's owner or an administrator: may hide and show notes. */
  canModerate: boolean;
  /** The recipe is the cook's own: their notes show, their ratings stay out of its average. */
  isOwner?: boolean;
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
      {isOwner && (
        <p className="cooked__lead">
          This is your recipe: your notes show here, but your own stars do not count in its average,
          which shows each other cook’s latest rating once.
        </p>
      )}
      <div className="cooked__layout">
        <CookedForm recipeId={recipe._id} />
        <CookedList recipeId={recipe._id} canModerate={canModerate} />
      </div>
    </section>
  );
}
