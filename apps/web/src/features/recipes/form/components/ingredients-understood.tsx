import { INGREDIENT_TEXT, type IngredientLine } from '@family-recipes/shared';
import { useId, useState } from 'react';
import { useSharedText } from '../../../../i18n/shared-text';
import { UnderstoodLine } from './understood-line';
import './ingredients-understood.css';

/**
 * Under the ingredients box: each line as the site will store it (amount, unit, food, note), so a
 * cook sees a misreading before the recipe is sent, and a Correct button per line that rewrites
 * it in the box in a form that is read as the cook meant.
 */
export function IngredientsUnderstood({
  lines,
  onCorrect,
}: {
  lines: readonly IngredientLine[];
  onCorrect: (index: number, text: string) => void;
}) {
  const titleId = useId();
  const text = useSharedText();
  const [announcement, setAnnouncement] = useState('');

  const correct = (index: number, line: string) => {
    onCorrect(index, line);
    setAnnouncement(`${text(INGREDIENT_TEXT.corrected)} “${line}”.`);
  };

  return (
    <section className="understood" aria-labelledby={titleId}>
      <h3 id={titleId} className="understood__title">
        {text(INGREDIENT_TEXT.understoodTitle)}
      </h3>
      {lines.length === 0 ? (
        <p className="understood__empty">{text(INGREDIENT_TEXT.understoodEmpty)}</p>
      ) : (
        <>
          <p className="understood__hint">{text(INGREDIENT_TEXT.understoodHint)}</p>
          <ol className="understood__list" aria-labelledby={titleId}>
            {lines.map((line, index) => (
              // By position: a corrected line keeps its row, so focus can return to its button.
              <UnderstoodLine key={index} line={line} onApply={(text) => correct(index, text)} />
            ))}
          </ol>
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
