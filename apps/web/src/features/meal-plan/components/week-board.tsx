import {
  inPlanWindow,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  MEALS,
  type PlanDay,
  type PlannedEntry,
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
import { useState } from 'react';
import { placedOfId, slotId, slotOfId, type Placed, type Slot } from '../plan-moves';
import { todayFirst, useCompactWeek } from '../use-compact-week';
import { AddRecipeSearch } from './add-recipe-search';
import { PlanChip } from './plan-chip';
import './plan-lines.css';

/** What the board asks the page to do; the page saves it and says how it went. */
export interface PlanActions {
  move: (from: Placed, to: Slot) => void;
  remove: (at: Placed) => void;
  add: (slot: Slot, entry: PlannedEntry) => void;
  /** The servings of the recipe at `at`; null for the recipe's own. */
  servings: (at: Placed, servings: number | null) => void;
  /** "Surprise me": a recipe not yet planned that week, for an empty meal. */
  surprise: (slot: Slot) => void;
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
 * the server would refuse it. On a phone (below 640 px) the week is compact: today first, each
 * day's planned meals shown and its empty ones folded into one line until "Add" opens them.
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
  const compact = useCompactWeek();
  // The days whose empty meals the cook opened on a phone.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
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
      <ol className={`plan-week${compact ? ' plan-week--compact' : ''}`}>
        {(compact ? todayFirst(days, today) : days).map((day) => {
          const open = !compact || opened.has(day.date);
          const meals = open ? MEALS : MEALS.filter((meal) => day[meal].length > 0);
          const folded = MEALS.length - meals.length;
          return (
            <li key={day.date} className="plan-day">
              <h3 className="plan-day__title">
                {dayName(day.date)}
                {day.date === today && <span className="plan-day__today"> Today</span>}
              </h3>
              {week.includes(day.date) ? (
                <>
                  {meals.map((meal) => (
                    <MealSlot
                      key={meal}
                      day={day}
                      slot={{ date: day.date, meal }}
                      week={week}
                      actions={actions}
                    />
                  ))}
                  {folded > 0 && (
                    <p className="plan-day__folded">
                      <span>
                        {folded === MEALS.length
                          ? 'Nothing planned'
                          : 'Other meals: nothing planned'}
                      </span>
                      <span aria-hidden="true"> · </span>
                      <button
                        type="button"
                        className="plan-day__open"
                        aria-label={`Add to ${dayName(day.date)}`}
                        onClick={() => setOpened((now) => new Set(now).add(day.date))}
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
        })}
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
  const entries = day[slot.meal];
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
      {entries.length === 0 ? (
        <p className="plan-slot__empty">Nothing planned</p>
      ) : (
        <ul className="plan-slot__list">
          {entries.map((entry, index) => {
            const at = { ...slot, index };
            return (
              <PlanChip
                key={`${entry.kind === 'recipe' ? entry._id : entry.note}-${index}`}
                entry={entry}
                at={at}
                week={week}
                onMove={(to) => actions.move(at, to)}
                onRemove={() => actions.remove(at)}
                onServings={(servings) => actions.servings(at, servings)}
              />
            );
          })}
        </ul>
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
