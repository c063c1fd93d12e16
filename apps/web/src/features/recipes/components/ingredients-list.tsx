import {
  formatAmount,
  scaleAmount,
  scaleServing,
  SCALE_MULTIPLIERS,
  type Ingredient,
} from '@family-recipes/shared';
import { useId, useState } from 'react';

/** Ingredients with 1x/2x/3x buttons; amounts and the serving size scale together. */
export function IngredientsList({
  ingredients,
  serving,
}: {
  ingredients: Ingredient[];
  serving: string;
}) {
  const [factor, setFactor] = useState<number>(1);
  const headingId = useId();
  return (
    <section className="recipe-section recipe-ingredients" aria-labelledby={headingId}>
      <div className="recipe-ingredients__top">
        <h2 id={headingId} className="recipe-section__title">
          Ingredients
        </h2>
        <div className="scale-buttons" role="group" aria-label="Scale the recipe">
          {SCALE_MULTIPLIERS.map((multiplier) => (
            <button
              key={multiplier}
              type="button"
              className="scale-buttons__button"
              aria-pressed={factor === multiplier}
              onClick={() => setFactor(multiplier)}
            >
              {multiplier}x
            </button>
          ))}
        </div>
      </div>
      {serving && (
        <p className="recipe-ingredients__serving">
          <strong>Serving size:</strong> {scaleServing(serving, factor)}
        </p>
      )}
      <ul className="recipe-ingredients__list">
        {ingredients.map((ingredient, index) => {
          const amount = scaleAmount(ingredient.quantity, factor);
          return (
            <li key={index} className="recipe-ingredients__item">
              {amount !== null && (
                <>
                  <span className="recipe-ingredients__amount">{formatAmount(amount)}</span>{' '}
                </>
              )}
              {[ingredient.units, ingredient.ingredient].filter(Boolean).join(' ')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
