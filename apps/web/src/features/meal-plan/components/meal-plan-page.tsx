import { KITCHEN_LIMITS, MEALS, type PlanDay } from '@family-recipes/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { RetryButton } from '../../../components/ui/retry-button';
import { usePlanChange, usePlanRange, useSurprise } from '../api/meal-plan-api';
import {
  addDays,
  historyRange,
  todayOf,
  weekDays,
  weekFromParam,
  weekStartOf,
} from '../plan-dates';
import { usePlanWords } from '../use-plan-words';
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
import { WeekBoard, type PlanActions } from './week-board';
import { WeekNav } from './week-nav';
import { WeekToList } from './week-to-list';
import './meal-plan.css';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/** Once a move is saved on screen, the meal it went to takes the focus the Move form had. */
function focusSlot(slot: Slot) {
  requestAnimationFrame(() => document.getElementById(slotId(slot))?.focus());
}

/**
 * The week's meal plan; the week is in the address (`?week=`) and starts on the day the reader's
 * language starts weeks on (Sunday in English, Monday in German, Saturday in Arabic). Beside the week it reads the four
 * weeks before it (which meals the household plans) and, for this week, next week (a phone lists
 * today and the six days after it); each is the range it would be read as on its own.
 */
export function MealPlanPage() {
  const [params] = useSearchParams();
  const t = useT(mealPlanMessages);
  const { firstDay, slotName } = usePlanWords();
  const today = todayOf();
  const start = weekFromParam(params.get('week'), firstDay);
  const end = addDays(start, 6);
  const thisStart = weekStartOf(today, firstDay);
  const mealFull = () => toast.error(t('mealFull', { count: KITCHEN_LIMITS.recipesPerMeal }));
  const plan = usePlanRange(start, end);
  const change = usePlanChange(start, end);
  const surprise = useSurprise(start, end);
  const history = historyRange(start);
  const before = usePlanRange(history.from, history.to);
  // Next week, for this week only; another week reads nothing more (the same range as the week).
  const nextStart = start === thisStart ? addDays(start, 7) : start;
  const nextEnd = addDays(nextStart, 6);
  const next = usePlanRange(nextStart, nextEnd);
  const changeNext = usePlanChange(nextStart, nextEnd);
  const surpriseNext = useSurprise(nextStart, nextEnd);
  const inNext = (date: string) => date > end;
  // The recipe "Surprise me" planned last, which "Try another" may replace.
  const [surprised, setSurprised] = useState<PlanActions['surprised']>();
  const surpriseIn = (slot: Slot, instead?: string) =>
    void (inNext(slot.date) ? surpriseNext : surprise)
      .mutateAsync({ date: slot.date, meal: slot.meal, instead, week_starts: firstDay })
      .then(
        ({ entry }) => {
          setSurprised({ date: slot.date, meal: slot.meal, recipeId: entry._id });
          toast.success(t('surprised', { title: entry.title, slot: slotName(slot) }), {
            id: 'plan-change',
          });
          focusSlot(slot);
        },
        (error: Error) => toast.error(error.message),
      );

  // The week's seven days, whichever of them the answer holds.
  const days: PlanDay[] = weekDays(start).map(
    (date) => plan.data?.days.find((day) => day.date === date) ?? emptyDay(date),
  );
  const following = nextStart === start ? [] : (next.data?.days ?? []);
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
      const title = entry ? entryName(entry) : t('theRecipe');
      if (from.date === to.date && from.meal === to.meal) return;
      if (isFull(dayOf(to.date), to.meal)) {
        mealFull();
        return;
      }
      const changed = moveRecipe(days, from, to);
      if (changed.length === 0) return;
      save(changed, t('moved', { title, slot: slotName(to) }), t('moveFailed', { title }));
      focusSlot(to);
    },
    remove: (at) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      const title = entry ? entryName(entry) : t('theRecipe');
      save(
        [withoutRecipe(day, at.meal, at.index)],
        t('removed', { title, slot: slotName(at) }),
        t('removeFailed', { title }),
      );
      focusSlot(at);
    },
    add: (slot, entry) => {
      const day = dayOf(slot.date);
      if (isFull(day, slot.meal)) {
        mealFull();
        return;
      }
      const where = slotName(slot);
      save(
        [withRecipe(day, slot.meal, entry)],
        entry.kind === 'recipe'
          ? t('addedRecipe', { title: entry.title, slot: where })
          : t('addedNote', { note: entry.note, slot: where }),
        entry.kind === 'recipe'
          ? t('addRecipeFailed', { title: entry.title })
          : t('addNoteFailed', { note: entry.note }),
      );
    },
    servings: (at, servings) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      if (entry?.kind !== 'recipe') return;
      save(
        [withServings(day, at.meal, at.index, servings)],
        servings === null
          ? t('servingsOwn', { title: entry.title })
          : t('servingsSet', { title: entry.title, count: servings }),
        t('servingsFailed', { title: entry.title }),
      );
    },
    note: (at, note) => {
      const day = dayOf(at.date);
      const entry = day[at.meal][at.index];
      if (entry?.kind !== 'note') return;
      save(
        [withNote(day, at.meal, at.index, note)],
        t('noteChanged', { slot: slotName(at), note }),
        t('noteFailed', { note: entry.note }),
      );
    },
    surprise: (slot) => surpriseIn(slot),
    surprised,
    tryAnother: (slot, recipeId) => surpriseIn(slot, recipeId),
  };

  return (
    <Page title={t('title')} lead={t('lead')}>
      <WeekNav start={start} thisStart={thisStart} />
      {plan.isPending ? (
        <p className="plan-status" role="status">
          <span className="spinner" aria-hidden="true" /> {t('loadingWeek')}
        </p>
      ) : plan.isError ? (
        <div className="plan-panel" role="alert">
          <p className="plan-panel__text">{t('weekFailed', { error: plan.error.message })}</p>
          <div className="plan-panel__buttons">
            <RetryButton query={plan} primary />
          </div>
        </div>
      ) : (
        <>
          {planned === 0 && <p className="plan-empty">{t('weekEmpty')}</p>}
          <FillDinners key={start} start={start} />
          <WeekBoard
            start={start}
            days={[...days, ...following]}
            history={before.data?.days}
            today={today}
            actions={actions}
          />
        </>
      )}
      <div className="plan-extras">
        <WeekToList key={start} start={start} planned={planned} />
        <MealRulesPanel />
        <CalendarFeed />
      </div>
    </Page>
  );
}
