import { MEALS, type PlanDay } from '@family-recipes/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { RetryButton } from '../../../components/ui/retry-button';
import { MEAL_FULL, usePlanChange, usePlanRange, useSurprise } from '../api/meal-plan-api';
import { addDays, historyRange, mondayOf, todayOf, weekDays, weekFromParam } from '../plan-dates';
import {
  emptyDay,
  entryName,
  isFull,
  moveRecipe,
  withoutRecipe,
  withNote,
  withRecipe,
  withServings,
  slotId,
  type Slot,
} from '../plan-moves';
import { CalendarFeed } from './calendar-feed';
import { FillDinners } from './fill-dinners';
import { MealRulesPanel } from './meal-rules';
import { slotName } from './meal-slot';
import { WeekBoard, type PlanActions } from './week-board';
import { WeekNav } from './week-nav';
import { WeekToList } from './week-to-list';
import './meal-plan.css';

const TITLE = 'Meal Plan';
const LEAD =
  'Plan the week’s breakfasts, lunches and dinners. Add recipes or a note to a meal, choose how many each recipe feeds, move them to another day, and send the week to a shopping list.';

/** Once a move is saved on screen, the meal it went to takes the focus the Move form had. */
function focusSlot(slot: Slot) {
  requestAnimationFrame(() => document.getElementById(slotId(slot))?.focus());
}

/**
 * The week's meal plan; the week is in the address (`?week=`). Beside the week it reads the four
 * weeks before it (which meals the household plans) and, for this week, next week (a phone lists
 * today and the six days after it); each is the range it would be read as on its own.
 */
export function MealPlanPage() {
  const [params] = useSearchParams();
  const today = todayOf();
  const monday = weekFromParam(params.get('week'));
  const sunday = addDays(monday, 6);
  const plan = usePlanRange(monday, sunday);
  const change = usePlanChange(monday, sunday);
  const surprise = useSurprise(monday, sunday);
  const history = historyRange(monday);
  const before = usePlanRange(history.from, history.to);
  // Next week, for this week only; another week reads nothing more (the same range as the week).
  const nextMonday = monday === mondayOf(today) ? addDays(monday, 7) : monday;
  const nextSunday = addDays(nextMonday, 6);
  const next = usePlanRange(nextMonday, nextSunday);
  const changeNext = usePlanChange(nextMonday, nextSunday);
  const surpriseNext = useSurprise(nextMonday, nextSunday);
  const inNext = (date: string) => date > sunday;
  // The recipe "Surprise me" planned last, which "Try another" may replace.
  const [surprised, setSurprised] = useState<PlanActions['surprised']>();
  const surpriseIn = (slot: Slot, instead?: string) =>
    void (inNext(slot.date) ? surpriseNext : surprise)
      .mutateAsync({ date: slot.date, meal: slot.meal, instead })
      .then(
        ({ entry }) => {
          setSurprised({ date: slot.date, meal: slot.meal, recipeId: entry._id });
          toast.success(`Planned ${entry.title} for ${slotName(slot)}.`, { id: 'plan-change' });
          focusSlot(slot);
        },
        (error: Error) => toast.error(error.message),
      );

  // The week's seven days, whichever of them the answer holds.
  const days: PlanDay[] = weekDays(monday).map(
    (date) => plan.data?.days.find((day) => day.date === date) ?? emptyDay(date),
  );
  const following = nextMonday === monday ? [] : (next.data?.days ?? []);
  const dayOf = (date: string) =>
    [...days, ...following].find((day) => day.date === date) ?? emptyDay(date);
  const planned = days.reduce(
    (sum, day) => sum + MEALS.reduce((count, meal) => count + day[meal].length, 0),
    0,
  );

  // Each change says how it went, even when another was made before it was saved (mutate's own
  // callbacks would speak for the last one only). A few quick moves share one success note.
  const save = (changed: PlanDay[], done: string, failure: string) =>
    void saveDays(changed).then(
      () => toast.success(done, { id: 'plan-change' }),
      (error: Error) => toast.error(`${failure} ${error.message}`),
    );

  // The days go in the order given, each range's through its own change; a move from this week
  // into next week saves the day it goes to first.
  const saveDays = async (changed: PlanDay[]) => {
    const first = changed[0];
    if (!first) return;
    const firstNext = inNext(first.date);
    const group = (isNext: boolean) => changed.filter((day) => inNext(day.date) === isNext);
    for (const isNext of [firstNext, !firstNext]) {
      const part = group(isNext);
      if (part.length > 0) await (isNext ? changeNext : change).mutateAsync(part);
    }
  };

  const actions: PlanActions = {
    move: (from, to) => {
      const entry = dayOf(from.date)[from.meal][from.index];
      const title = entry ? entryName(entry) : 'The recipe';
      if (from.date === to.date && from.meal === to.meal) return;
      if (isFull(dayOf(to.date), to.meal)) {
        toast.error(MEAL_FULL);
        return;
      }
      const changed = moveRecipe(days, from, to);
      if (changed.length === 0) return;
      save(changed, `Moved ${title} to ${slotName(to)}.`, `We could not move ${title}.`);
      focusSlot(to);
    },
    remove: (at) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      const title = entry ? entryName(entry) : 'The recipe';
      save(
        [withoutRecipe(day, at.meal, at.index)],
        `Removed ${title} from ${slotName(at)}.`,
        `We could not remove ${title}.`,
      );
      focusSlot(at);
    },
    add: (slot, entry) => {
      const day = dayOf(slot.date);
      if (isFull(day, slot.meal)) {
        toast.error(MEAL_FULL);
        return;
      }
      const title = entry.kind === 'recipe' ? entry.title : `the note “${entry.note}”`;
      save(
        [withRecipe(day, slot.meal, entry)],
        `Added ${title} to ${slotName(slot)}.`,
        `We could not add ${title}.`,
      );
    },
    servings: (at, servings) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      if (entry?.kind !== 'recipe') return;
      save(
        [withServings(day, at.meal, at.index, servings)],
        `${entry.title} is planned for ${servings ?? 'its own'} servings.`,
        `We could not change the servings of ${entry.title}.`,
      );
    },
    note: (at, note) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      if (entry?.kind !== 'note') return;
      save(
        [withNote(day, at.meal, at.index, note)],
        `The note for ${slotName(at)} now says “${note}”.`,
        `We could not change the note “${entry.note}”.`,
      );
    },
    surprise: (slot) => surpriseIn(slot),
    surprised,
    tryAnother: (slot, recipeId) => surpriseIn(slot, recipeId),
  };

  return (
    <Page title={TITLE} lead={LEAD}>
      <WeekNav monday={monday} thisMonday={mondayOf(today)} />
      {plan.isPending ? (
        <p className="plan-status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the week…
        </p>
      ) : plan.isError ? (
        <div className="plan-panel" role="alert">
          <p className="plan-panel__text">
            We could not load this week’s plan. {plan.error.message}
          </p>
          <div className="plan-panel__buttons">
            <RetryButton query={plan} primary />
          </div>
        </div>
      ) : (
        <>
          {planned === 0 && (
            <p className="plan-empty">
              Nothing is planned for this week yet. Press “Add” under a meal to choose a recipe or
              write a note, “Surprise me” to let us pick a recipe, or use “Add to meal plan” on any
              recipe’s page.
            </p>
          )}
          <FillDinners key={monday} monday={monday} />
          <WeekBoard
            monday={monday}
            days={[...days, ...following]}
            history={before.data?.days}
            today={today}
            actions={actions}
          />
        </>
      )}
      <div className="plan-extras">
        <WeekToList key={monday} monday={monday} planned={planned} />
        <MealRulesPanel />
        <CalendarFeed />
      </div>
    </Page>
  );
}
