import {
  convertIngredient,
  scaleServing,
  SCALE_MULTIPLIERS,
  understood,
  type Ingredient,
  type UnitSystem,
} from '@family-recipes/shared';
import { useId } from 'react';
import { UnitToggle } from './unit-toggle';
import { ScaleButton } from './scale-button';

/**
 * Ingredients with 1x/2x/3x buttons and the unit toggle; amounts and the serving size scale
 * together. The page holds the scale and units so print and cook mode show the same amounts.
 */
export function IngredientsList({
  ingredients,
  serving,
  factor,
  onFactorChange,
  system,
  onSystemChange,
}: {
  ingredients: Ingredient[];
  serving: string;
  factor: number;
  onFactorChange: (factor: number) => void;
  system: UnitSystem;
  onSystemChange: (system: UnitSystem) => void;
}) {
  const headingId = useId();
  return (
    <section className="recipe-section recipe-ingredients" aria-labelledby={headingId}>
      <div className="recipe-ingredients__top">
        <h2 id={headingId} className="recipe-section__title">
          Ingredients
        </h2>
        <div className="scale-buttons" role="group" aria-label="Scale the recipe">
          {SCALE_MULTIPLIERS.map((multiplier) => (
            <ScaleButton
              key={multiplier}
              pressed={factor === multiplier}
              onPress={() => onFactorChange(multiplier)}
            >
              {multiplier}x
            </ScaleButton>
          ))}
        </div>
      </div>
      <UnitToggle system={system} onChange={onSystemChange} />
      {serving && (
        <p className="recipe-ingredients__serving">
          <strong>Serving size:</strong> {scaleServing(serving, factor)}
        </p>
      )}
      <ul className="recipe-ingredients__list">
        {ingredients.map((ingredient, index) => {
          const shown = convertIngredient(understood(ingredient), system, factor);
          const alternate = shown.alternate && `(${shown.alternate})`;
          return (
            <li key={index} className="recipe-ingredients__item">
              {shown.amount !== '' && (
                <>
                  <span className="recipe-ingredients__amount">{shown.amount}</span>{' '}
                </>
              )}
              {[shown.units, alternate, shown.ingredient].filter(Boolean).join(' ')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
