import { KITCHEN_LIMITS, type PlanDay } from '@family-recipes/shared';
import { useDroppable } from '@dnd-kit/core';
import { slotId, type Slot } from '../plan-moves';
import { usePlanWords } from '../use-plan-words';
import { AddRecipeSearch } from './add-recipe-search';
import { PlanChip } from './plan-chip';
import type { PlanActions } from './week-board';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

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
  const t = useT(mealPlanMessages);
  const { mealName, dayName, slotName } = usePlanWords();
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
      aria-label={t('slotGroup', { meal: mealName(slot.meal), day: dayName(slot.date) })}
      className={`plan-slot${isOver ? ' plan-slot--over' : ''}`}
    >
      <h4 className="plan-slot__title">{mealName(slot.meal)}</h4>
      {entries.length === 0 ? (
        <p className="plan-slot__empty">{t('nothingPlanned')}</p>
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
          aria-label={t('tryAnotherFor', { title: another.title, slot: where })}
          onClick={() => tryAnother(slot, another._id)}
        >
          {t('tryAnother')}
        </button>
      )}
      {entries.length < KITCHEN_LIMITS.recipesPerMeal && (
        <div className="plan-slot__adds">
          {entries.length === 0 && (
            <button
              type="button"
              className="plan-slot__surprise"
              aria-label={t('surpriseFor', { slot: where })}
              onClick={() => actions.surprise(slot)}
            >
              {t('surpriseMe')}
            </button>
          )}
          <AddRecipeSearch where={where} onPick={(entry) => actions.add(slot, entry)} />
        </div>
      )}
    </div>
  );
}
