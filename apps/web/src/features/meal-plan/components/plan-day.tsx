import {
  inPlanWindow,
  KITCHEN_MESSAGES,
  MEALS,
  type Meal,
  type PlanDay,
} from '@family-recipes/shared';
import { dayHeading, dayName } from '../plan-dates';
import { MealSlot } from './meal-slot';
import type { PlanActions } from './week-board';

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
  const heading = dayHeading(day.date, today);
  return (
    <li className={`plan-day${day.date === today ? ' plan-day--today' : ''}`}>
      {compact ? (
        <h3 className="plan-day__title">
          {heading}
          {heading !== dayName(day.date) && (
            <span className="plan-day__date"> {dayName(day.date)}</span>
          )}
        </h3>
      ) : (
        <h3 className="plan-day__title">
          {dayName(day.date)}
          {day.date === today && <span className="plan-day__today"> Today</span>}
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
              <span>
                {folded === MEALS.length ? 'Nothing planned' : 'Other meals: nothing planned'}
              </span>
              <span aria-hidden="true"> · </span>
              <button
                type="button"
                className="plan-day__open"
                aria-label={`Add to ${dayName(day.date)}`}
                onClick={onOpen}
              >
                Add
              </button>
            </p>
          )}
        </>
      ) : (
        <p className="plan-day__outside">{KITCHEN_MESSAGES.dateOutsideWindow}.</p>
      )}
    </li>
  );
}
