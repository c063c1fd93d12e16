import {
  inPlanWindow,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  MEALS,
  type PlanDay,
  type PlannedRecipe,
} from '@family-recipes/shared';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { dayName, MEAL_LABELS } from '../plan-dates';
import { placedOfId, slotId, slotOfId, type Placed, type Slot } from '../plan-moves';
import { AddRecipeSearch } from './add-recipe-search';
import { PlanChip } from './plan-chip';

/** What the board asks the page to do; the page saves it and says how it went. */
export interface PlanActions {
  move: (from: Placed, to: Slot) => void;
  remove: (at: Placed) => void;
  add: (slot: Slot, recipe: PlannedRecipe) => void;
}

/** "dinner on Monday 23 November" */
export const slotName = ({ date, meal }: Slot) =>
  `${MEAL_LABELS[meal].toLowerCase()} on ${dayName(date)}`;

const titleOf = (data: { current?: Record<string, unknown> | undefined } | undefined) =>
  typeof data?.current?.title === 'string' ? data.current.title : 'The recipe';

const overName = (id: UniqueIdentifier | undefined) => {
  const slot = id === undefined ? undefined : slotOfId(id);
  return slot ? slotName(slot) : undefined;
};

/** What a screen reader hears while a recipe is dragged, in the page's own words. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active.data)}.`,
  onDragOver: ({ active, over }) => {
    const name = overName(over?.id);
    return name
      ? `${titleOf(active.data)} is over ${name}.`
      : `${titleOf(active.data)} is not over a meal.`;
  },
  onDragEnd: ({ active, over }) => {
    const name = overName(over?.id);
    return name
      ? `${titleOf(active.data)} was dropped on ${name}.`
      : `${titleOf(active.data)} was put back where it was.`;
  },
  onDragCancel: ({ active }) =>
    `Moving ${titleOf(active.data)} was cancelled. It stays where it was.`,
};

const screenReaderInstructions = {
  draggable:
    'To pick up a recipe, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it on a meal, or Escape to cancel. The Move button does the same with two lists to choose from.',
};

/**
 * The week's seven days, each with its four meals; recipes are dragged between meals. A day outside
 * the plan window (two years either side of today) has no meals to add to or drop on, only a note:
 * the server would refuse it.
 */
export function WeekBoard({
  days,
  today,
  actions,
}: {
  days: PlanDay[];
  today: string;
  actions: PlanActions;
}) {
  const sensors = useSensors(
    // A small movement first, so a click on the handle is not taken for a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    // On a touch screen a short press picks the recipe up; a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  // The days a recipe may be moved to: the week's days within the plan window.
  const week = days.map((day) => day.date).filter((date) => inPlanWindow(date));

  const dropped = ({ active, over }: DragEndEvent) => {
    const from = placedOfId(active.id);
    const to = over ? slotOfId(over.id) : undefined;
    if (from && to) actions.move(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ol className="plan-week">
        {days.map((day) => (
          <li key={day.date} className="plan-day">
            <h3 className="plan-day__title">
              {dayName(day.date)}
              {day.date === today && <span className="plan-day__today"> Today</span>}
            </h3>
            {week.includes(day.date) ? (
              MEALS.map((meal) => (
                <MealSlot
                  key={meal}
                  day={day}
                  slot={{ date: day.date, meal }}
                  week={week}
                  actions={actions}
                />
              ))
            ) : (
              <p className="plan-day__outside">{KITCHEN_MESSAGES.dateOutsideWindow}.</p>
            )}
          </li>
        ))}
      </ol>
    </DndContext>
  );
}

function MealSlot({
  day,
  slot,
  week,
  actions,
}: {
  day: PlanDay;
  slot: Slot;
  week: string[];
  actions: PlanActions;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  const recipes = day[slot.meal];
  const where = slotName(slot);
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
      {recipes.length === 0 ? (
        <p className="plan-slot__empty">Nothing planned</p>
      ) : (
        <ul className="plan-slot__list">
          {recipes.map((recipe, index) => {
            const at = { ...slot, index };
            return (
              <PlanChip
                key={`${recipe._id}-${index}`}
                recipe={recipe}
                at={at}
                week={week}
                onMove={(to) => actions.move(at, to)}
                onRemove={() => actions.remove(at)}
              />
            );
          })}
        </ul>
      )}
      {recipes.length < KITCHEN_LIMITS.recipesPerMeal && (
        <AddRecipeSearch where={where} onPick={(recipe) => actions.add(slot, recipe)} />
      )}
    </div>
  );
}
