import {
  inPlanWindow,
  MEALS,
  PLAN_WINDOW_YEARS,
  type Meal,
  type PlanDay,
} from '@family-recipes/shared';
import { nearDay } from '../plan-dates';
import { usePlanWords } from '../use-plan-words';
import { MealSlot } from './meal-slot';
import type { PlanActions } from './week-board';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/**
 * One day of the week with the meals shown. On a phone (`compact`) the day is named "Today",
 * "Tomorrow" or by its date, and its empty meals fold into one line until "Add" opens them.
 */
export function PlanDayItem({
  day,
  today,
  meals,
  week,
  compact,
  open,
  onOpen,
  actions,
}: {
  day: PlanDay;
  today: string;
  /** The meals a wide screen shows. */
  meals: readonly Meal[];
  /** The days a recipe may be moved to. */
  week: string[];
  compact: boolean;
  /** Whether the cook opened the day's empty meals on a phone. */
  open: boolean;
  onOpen: () => void;
  actions: PlanActions;
}) {
  const shown = compact ? MEALS.filter((meal) => open || day[meal].length > 0) : meals;
  const folded = compact ? MEALS.length - shown.length : 0;
  const t = useT(mealPlanMessages);
  const { dayName } = usePlanWords();
  const near = nearDay(day.date, today);
  const heading = near === 'today' ? t('today') : near === 'tomorrow' ? t('tomorrow') : null;
  return (
    <li className={`plan-day${day.date === today ? ' plan-day--today' : ''}`}>
      {compact ? (
        <h3 className="plan-day__title">
          {heading ?? dayName(day.date)}
          {heading !== null && <span className="plan-day__date"> {dayName(day.date)}</span>}
        </h3>
      ) : (
        <h3 className="plan-day__title">
          {dayName(day.date)}
          {day.date === today && <span className="plan-day__today"> {t('today')}</span>}
        </h3>
      )}
      {inPlanWindow(day.date) ? (
        <>
          {shown.map((meal) => (
            <MealSlot
              key={meal}
              day={day}
              slot={{ date: day.date, meal }}
              week={week}
              compact={compact}
              actions={actions}
            />
          ))}
          {folded > 0 && (
            <p className="plan-day__folded">
              <span>{folded === MEALS.length ? t('nothingPlanned') : t('otherMealsNothing')}</span>
              <span aria-hidden="true"> · </span>
              <button
                type="button"
                className="plan-day__open"
                aria-label={t('addToDay', { day: dayName(day.date) })}
                onClick={onOpen}
              >
                {t('add')}
              </button>
            </p>
          )}
        </>
      ) : (
        <p className="plan-day__outside">{t('outsideWindow', { years: PLAN_WINDOW_YEARS })}</p>
      )}
    </li>
  );
}
