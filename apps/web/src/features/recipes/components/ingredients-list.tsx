import {
  convertIngredient,
  scaleServing,
  SCALE_MULTIPLIERS,
  understood,
  withDecimalSeparator,
  type Ingredient,
  type UnitSystem,
} from '@family-recipes/shared';
import { useId } from 'react';
import { UnitToggle } from './unit-toggle';
import { ScaleButton } from './scale-button';
import { ServingsField } from './servings-field';
import { useLanguage, useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';

/**
 * Ingredients with 1x/2x/3x buttons, the servings field (when the serving size gives a number) and
 * the unit toggle; amounts and the serving size scale together, and `note` says what they are
 * scaled to. The page holds the scale and units so print and cook mode show the same amounts.
 */
export function IngredientsList({
  ingredients,
  serving,
  factor,
  onFactorChange,
  servings,
  note,
  system,
  onSystemChange,
  text,
}: {
  /** The recipe's lang and dir (recipeTextProps), on its lines; the page's words keep their own. */
  text?: { lang: string; dir: 'ltr' | 'rtl' };
  ingredients: Ingredient[];
  serving: string;
  factor: number;
  onFactorChange: (factor: number) => void;
  /** The servings the factor makes and their setter; null when the serving size has no number. */
  servings: { count: number; onChange: (count: number) => void } | null;
  note: string | null;
  system: UnitSystem;
  onSystemChange: (system: UnitSystem) => void;
}) {
  const t = useT(recipesMessages);
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section className="recipe-section recipe-ingredients" aria-labelledby={headingId}>
      <div className="recipe-ingredients__top">
        <h2 id={headingId} className="recipe-section__title">
          {t('ingredients')}
        </h2>
        <div className="scale-buttons" role="group" aria-label={t('scaleRecipe')}>
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
        {servings && <ServingsField servings={servings.count} onChange={servings.onChange} />}
      </div>
      <UnitToggle system={system} onChange={onSystemChange} />
      {serving && (
        <p className="recipe-ingredients__serving">
          <strong>{t('servingSize')}</strong> {scaleServing(serving, factor)}
        </p>
      )}
      {note && <p className="recipe-ingredients__scaled">{note}</p>}
      <ul className="recipe-ingredients__list" {...text}>
        {ingredients.map((ingredient, index) => {
          const shown = convertIngredient(understood(ingredient), system, factor);
          const alternate = shown.alternate && `(${shown.alternate})`;
          const rest = [alternate, shown.ingredient].filter(Boolean).join(' ');
          return (
            <li key={index} className="recipe-ingredients__item">
              {/* The amount and its unit kept whole, in their own order, in a right-to-left line. */}
              {(shown.amount !== '' || shown.units !== '') && (
                <>
                  <bdi className="recipe-ingredients__measure">
                    {shown.amount !== '' && (
                      <span className="recipe-ingredients__amount">
                        {withDecimalSeparator(shown.amount, language)}
                      </span>
                    )}
                    {shown.amount !== '' && shown.units !== '' && ' '}
                    {shown.units}
                  </bdi>
                  {rest !== '' && ' '}
                </>
              )}
              {rest}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
