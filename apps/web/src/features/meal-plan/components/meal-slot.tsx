import { KITCHEN_LIMITS, type PlanDay } from '@family-recipes/shared';
import { useDroppable } from '@dnd-kit/core';
import { dayName, MEAL_LABELS } from '../plan-dates';
import { slotId, type Slot } from '../plan-moves';
import { AddRecipeSearch } from './add-recipe-search';
import { PlanChip } from './plan-chip';
import type { PlanActions } from './week-board';

/** "dinner on Monday 23 November" */
export const slotName = ({ date, meal }: Slot) =>
  `${MEAL_LABELS[meal].toLowerCase()} on ${dayName(date)}`;

/**
 * One meal of one day: its lines, and while it has room "Add" (and "Surprise me" when empty). A
 * recipe dragged over it is dropped here.
 */
export function MealSlot({
  day,
  slot,
  week,
  compact,
  actions,
}: {
  day: PlanDay;
  slot: Slot;
  week: string[];
  compact: boolean;
  actions: PlanActions;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  const entries = day[slot.meal];
  const where = slotName(slot);
  const last = entries[entries.length - 1];
  const { surprised, tryAnother } = actions;
  const another =
    tryAnother &&
    surprised?.date === slot.date &&
    surprised.meal === slot.meal &&
    last?.kind === 'recipe' &&
    last._id === surprised.recipeId
      ? last
      : undefined;
  return (
    <div
      ref={setNodeRef}
      id={slotId(slot)}
      tabIndex={-1}
      role="group"
      aria-label={`${MEAL_LABELS[slot.meal]}, ${dayName(slot.date)}`}
      className={`plan-slot${isOver ? ' plan-slot--over' : ''}`}
    >
      <h4 className="plan-slot__title">{MEAL_LABELS[slot.meal]}</h4>
      {entries.length === 0 ? (
        <p className="plan-slot__empty">Nothing planned</p>
      ) : (
        <ul className="plan-slot__list">
          {entries.map((entry, index) => {
            const at = { ...slot, index };
            return (
              <PlanChip
                // A note keeps its line while its words are edited.
                key={entry.kind === 'recipe' ? `${entry._id}-${index}` : `note-${index}`}
                entry={entry}
                at={at}
                week={week}
                compact={compact}
                onMove={(to) => actions.move(at, to)}
                onRemove={() => actions.remove(at)}
                onServings={(servings) => actions.servings(at, servings)}
                onNote={(note) => actions.note(at, note)}
              />
            );
          })}
        </ul>
      )}
      {another && tryAnother && (
        <button
          type="button"
          className="plan-slot__surprise plan-slot__another"
          aria-label={`Try another recipe instead of ${another.title} for ${where}`}
          onClick={() => tryAnother(slot, another._id)}
        >
          Try another
        </button>
      )}
      {entries.length < KITCHEN_LIMITS.recipesPerMeal && (
        <div className="plan-slot__adds">
          {entries.length === 0 && (
            <button
              type="button"
              className="plan-slot__surprise"
              aria-label={`Surprise me: a recipe for ${where}`}
              onClick={() => actions.surprise(slot)}
            >
              Surprise me
            </button>
          )}
          <AddRecipeSearch where={where} onPick={(entry) => actions.add(slot, entry)} />
        </div>
      )}
    </div>
  );
}
