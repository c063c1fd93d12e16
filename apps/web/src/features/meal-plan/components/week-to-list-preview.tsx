import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';
import { weekDays } from '../plan-dates';
import { usePlanWords } from '../use-plan-words';
import type { PreviewRecipe, WeekChoice } from './week-to-list-choice';
import './week-to-list.css';

/* The week's preview before it goes on a list: the days to include, then each recipe's lines. */

/** The days of the week to include, each a box; the days gone by say so. */
export function WeekDaysChoice({
  start,
  today,
  choice,
}: {
  start: string;
  today: string;
  choice: WeekChoice;
}) {
  const t = useT(mealPlanMessages);
  const { dayName } = usePlanWords();
  const prefix = useId();
  return (
    <fieldset className="week-list__days">
      <legend className="week-list__legend">{t('daysToShop')}</legend>
      <ul className="week-list__day-list">
        {weekDays(start).map((day) => {
          const id = `${prefix}-${day}`;
          const past = day < today;
          return (
            <li key={day} className="week-list__check">
              <input
                id={id}
                type="checkbox"
                className="week-list__box"
                checked={choice.days.has(day)}
                onChange={(event) => choice.tickDay(day, event.target.checked)}
              />
              <label htmlFor={id} className="week-list__label">
                {dayName(day)}
                {past && (
                  <>
                    {' '}
                    <span className="week-list__past">{t('past')}</span>
                  </>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One recipe: a box for all its lines (half ticked when some are), then a box for each line. */
function RecipeChecklist({ recipe, choice }: { recipe: PreviewRecipe; choice: WeekChoice }) {
  const t = useT(mealPlanMessages);
  const { mealName } = usePlanWords();
  const prefix = useId();
  const allBox = useRef<HTMLInputElement>(null);
  const ticked = recipe.lines.filter((line) => choice.isTicked(recipe, line)).length;
  const all = recipe.lines.length > 0 && ticked === recipe.lines.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);

  return (
    <li className="week-list__recipe">
      <div className="week-list__check">
        <input
          ref={allBox}
          id={`${prefix}-all`}
          type="checkbox"
          className="week-list__box"
          checked={all}
          disabled={recipe.lines.length === 0}
          aria-describedby={`${prefix}-note`}
          onChange={(event) => choice.tickRecipe(recipe, event.target.checked)}
        />
        <label htmlFor={`${prefix}-all`} className="week-list__label week-list__label--recipe">
          {recipe.title}
        </label>
        <span id={`${prefix}-note`} className="week-list__note">
          {/* "Dinner · 4 servings · 3 of 5 ticked" */}
          {recipe.servings === null
            ? mealName(recipe.meal)
            : t('recipeNote', { meal: mealName(recipe.meal), count: recipe.servings })}
          {' · '}
          {recipe.lines.length === 0
            ? t('nothingToBuy')
            : t('linesTicked', { ticked, count: recipe.lines.length })}
        </span>
      </div>
      {recipe.lines.length > 0 && (
        <ul className="week-list__lines" aria-label={t('whatToBuy', { title: recipe.title })}>
          {recipe.lines.map((line) => {
            const id = `${prefix}-line-${line.line}`;
            return (
              <li key={line.line} className="week-list__check">
                <input
                  id={id}
                  type="checkbox"
                  className="week-list__box"
                  checked={choice.isTicked(recipe, line)}
                  aria-describedby={line.staple ? `${id}-staple` : undefined}
                  onChange={(event) => choice.tickLine(recipe, line, event.target.checked)}
                />
                <label htmlFor={id} className="week-list__label">
                  {line.text}
                </label>
                {line.staple && (
                  <span id={`${id}-staple`} className="week-list__staple">
                    {t('staple')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** The chosen days' recipes, day by day, each with its checklist. */
export function WeekRecipesChoice({ today, choice }: { today: string; choice: WeekChoice }) {
  const t = useT(mealPlanMessages);
  const { dayName } = usePlanWords();
  const byDay = new Map<string, PreviewRecipe[]>();
  for (const recipe of choice.recipes) {
    byDay.set(recipe.date, [...(byDay.get(recipe.date) ?? []), recipe]);
  }
  if (byDay.size === 0) {
    return <p className="plan-panel__text">{t('nothingOnDays')}</p>;
  }
  return (
    <div className="week-list__recipes">
      <p className="plan-panel__text">{t('untickHint')}</p>
      {[...byDay].map(([day, recipes]) => (
        <section key={day} className="week-list__day" aria-label={dayName(day)}>
          <h4 className="week-list__day-title">
            {dayName(day)}
            {day < today && (
              <>
                {' '}
                <span className="week-list__past">{t('past')}</span>
              </>
            )}
          </h4>
          <ul className="week-list__recipe-list">
            {recipes.map((recipe) => (
              <RecipeChecklist
                key={`${recipe.meal} ${recipe.position}`}
                recipe={recipe}
                choice={choice}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
