import {
  inPlanWindow,
  MEALS,
  type Meal,
  type PlanDay,
  type PlannedEntry,
} from '@family-recipes/shared';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useState } from 'react';
import { addDays, dateLocale, mealsInUse, phoneDays, weekDays } from '../plan-dates';
import { emptyDay, placedOfId, slotOfId, type Placed, type Slot } from '../plan-moves';
import { useCompactWeek } from '../use-compact-week';
import { usePlanWords, type PlanWords } from '../use-plan-words';
import { PlanDayItem } from './plan-day';
import './plan-lines.css';
import './plan-glance.css';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/** What the board asks the page to do; the page saves it and says how it went. */
export interface PlanActions {
  move: (from: Placed, to: Slot) => void;
  remove: (at: Placed) => void;
  add: (slot: Slot, entry: PlannedEntry) => void;
  /** The servings of the recipe at `at`; null for the recipe's own. */
  servings: (at: Placed, servings: number | null) => void;
  /** "Surprise me": a recipe that suits the meal, not yet planned that week, for an empty meal. */
  surprise: (slot: Slot) => void;
  /** The recipe "Surprise me" last planned, while it is the last line of its meal. */
  surprised?: (Slot & { recipeId: string }) | undefined;
  /** "Try another": another suitable recipe in place of the one just surprised. */
  tryAnother?: (slot: Slot, recipeId: string) => void;
  /** The note at `at` rewritten. */
  note: (at: Placed, note: string) => void;
}

/**
 * What a screen reader hears while a recipe is dragged, in the page's own words, and how to drag
 * with the keyboard.
 */
function dragWords({ t, slotName }: PlanWords) {
  const titleOf = (data: { current?: Record<string, unknown> | undefined } | undefined) =>
    typeof data?.current?.title === 'string' ? data.current.title : t('theRecipe');
  const overName = (id: UniqueIdentifier | undefined) => {
    const slot = id === undefined ? undefined : slotOfId(id);
    return slot ? slotName(slot) : undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', { title: titleOf(active.data) }),
    onDragOver: ({ active, over }) => {
      const slot = overName(over?.id);
      const title = titleOf(active.data);
      return slot ? t('isOver', { title, slot }) : t('notOver', { title });
    },
    onDragEnd: ({ active, over }) => {
      const slot = overName(over?.id);
      const title = titleOf(active.data);
      return slot ? t('droppedOn', { title, slot }) : t('putBack', { title });
    },
    onDragCancel: ({ active }) => t('dragCancelled', { title: titleOf(active.data) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('dragInstructions') } };
}

/**
 * The week of `start`, each day with its meals; recipes are dragged between meals. A day outside
 * the plan window (two years either side of today) has no meals to add to or drop on, only a note:
 * the server would refuse it.
 *
 * On a wide screen the days run from the week's first day to its last, showing dinner and the meals the household
 * planned that week or in the four weeks before (`history`); "Show all meals" brings back
 * the rest. On a phone (below 640 px) this week starts with today and runs on into next week, the
 * days before today behind "Earlier this week"; each line is one short row and each day's empty
 * meals fold into one line until "Add" opens them.
 */
export function WeekBoard({
  start,
  days,
  history,
  today,
  actions,
}: {
  start: string;
  /** The week's days, and next week's when they are read. A day of the week missing is empty. */
  days: PlanDay[];
  /** The four weeks before the week; until they are read, every meal is shown. */
  history?: PlanDay[] | undefined;
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
  const words = usePlanWords();
  const t = useT(mealPlanMessages);
  const { language, mealName } = words;
  const accessibility = dragWords(words);
  // The days whose empty meals the cook opened on a phone.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [earlierShown, setEarlierShown] = useState(false);
  const [allMeals, setAllMeals] = useState(false);

  const dayOf = (date: string) => days.find((day) => day.date === date) ?? emptyDay(date);
  const end = addDays(start, 6);
  const listed = phoneDays(start, today);
  // Next week's days are listed once they are read.
  const phone = {
    earlier: listed.earlier,
    shown: listed.shown.filter((date) => date <= end || days.some((day) => day.date === date)),
  };
  const inUse = history ? mealsInUse([...history, ...days], start) : MEALS;
  const unused = MEALS.filter((meal) => !(inUse as readonly Meal[]).includes(meal));
  const meals: readonly Meal[] = allMeals ? MEALS : inUse;
  // The days a recipe may be moved to: those on screen within the plan window.
  const week = [...new Set([...weekDays(start), ...phone.shown])]
    .filter((date) => inPlanWindow(date))
    .sort();

  const dropped = ({ active, over }: DragEndEvent) => {
    const from = placedOfId(active.id);
    const to = over ? slotOfId(over.id) : undefined;
    if (from && to) actions.move(from, to);
  };

  const dayItem = (date: string) => (
    <PlanDayItem
      key={date}
      day={dayOf(date)}
      today={today}
      meals={meals}
      week={week}
      compact={compact}
      open={opened.has(date)}
      onOpen={() => setOpened((now) => new Set(now).add(date))}
      actions={actions}
    />
  );

  const thisWeek = compact
    ? [...(earlierShown ? phone.earlier : []), ...phone.shown.filter((date) => date <= end)]
    : weekDays(start);
  const nextWeek = compact ? phone.shown.filter((date) => date > end) : [];

  return (
    <DndContext sensors={sensors} onDragEnd={dropped} accessibility={accessibility}>
      {compact && phone.earlier.length > 0 && (
        <button
          type="button"
          className="plan-week__earlier"
          aria-expanded={earlierShown}
          onClick={() => setEarlierShown((shown) => !shown)}
        >
          {t('earlierThisWeek')}
        </button>
      )}
      {!compact && (unused.length > 0 || allMeals) && (
        <div className="plan-meals">
          <p className="plan-meals__text">
            {allMeals
              ? t('everyMealShown')
              : t('mealsHidden', {
                  meals: new Intl.ListFormat(dateLocale(language), { type: 'conjunction' }).format(
                    unused.map(mealName),
                  ),
                  count: unused.length,
                })}
          </p>
          <button
            type="button"
            className="plan-meals__toggle"
            aria-pressed={allMeals}
            onClick={() => setAllMeals((all) => !all)}
          >
            {t('showAllMeals')}
          </button>
        </div>
      )}
      <ol className={`plan-week${compact ? ' plan-week--compact' : ''}`}>
        {thisWeek.map(dayItem)}
      </ol>
      {nextWeek.length > 0 && (
        <>
          <h3 className="plan-week__next">{t('nextWeek')}</h3>
          <ol className="plan-week plan-week--compact">{nextWeek.map(dayItem)}</ol>
        </>
      )}
    </DndContext>
  );
}
