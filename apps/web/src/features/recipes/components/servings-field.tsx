import { PLAN_LIMITS } from '@family-recipes/shared';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';
import './recipe-shared.css';
import './servings-field.css';

const { min, max } = PLAN_LIMITS.servings;

/**
 * Any number of servings, from 1 to 100: typed, or one fewer or one more at a press. What is typed
 * counts once it is a whole number in that range; leaving the field shows the servings in use.
 * At 1 or 100 its button says it can go no further but keeps the focus.
 */
export function ServingsField({
  servings,
  onChange,
}: {
  servings: number;
  onChange: (servings: number) => void;
}) {
  const t = useT(recipesMessages);
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const set = (count: number) => {
    setTyped(null);
    onChange(Math.min(Math.max(count, min), max));
  };
  return (
    <div className="servings-field" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="servings-field__label">
        {t('servings')}
      </label>
      <button
        type="button"
        className="servings-field__button"
        aria-label={t('fewerServings')}
        aria-controls={id}
        aria-disabled={servings <= min}
        onClick={() => servings > min && set(servings - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="servings-field__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={typed ?? String(servings)}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const count = Number(text);
          if (/^\d+$/.test(text) && count >= min && count <= max) onChange(count);
        }}
        onBlur={() => setTyped(null)}
      />
      <button
        type="button"
        className="servings-field__button"
        aria-label={t('moreServings')}
        aria-controls={id}
        aria-disabled={servings >= max}
        onClick={() => servings < max && set(servings + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
