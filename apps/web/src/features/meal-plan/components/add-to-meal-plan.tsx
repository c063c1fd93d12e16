import {
  KITCHEN_LIMITS,
  PLAN_WINDOW_YEARS,
  inPlanWindow,
  planWindow,
  type Meal,
  type Recipe,
} from '@family-recipes/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Disclosure } from '../../../components/disclosure/disclosure';
import { Calendar } from '../../../components/icons';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { toastWithLink } from '../../../components/ui/link-toast';
import { MEAL_FULL, useAddToPlan } from '../api/meal-plan-api';
import { isPlanDay, todayOf, weekStartOf } from '../plan-dates';
import { usePlanWords } from '../use-plan-words';
import { MealField } from './meal-field';
import './meal-plan.css';
import { FieldInput } from '../../../components/ui/field-input';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/** "Add to meal plan" on a recipe page: a day (today unless changed) and a meal. */
export default function AddToMealPlan({ recipe }: { recipe: Recipe }) {
  const t = useT(mealPlanMessages);
  return (
    <Disclosure
      className="add-to-plan"
      buttonClassName="button button--secondary"
      icon={Calendar}
      label={t('addToMealPlan')}
    >
      {(close) => <AddToPlanForm recipe={recipe} onDone={close} />}
    </Disclosure>
  );
}

function AddToPlanForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const t = useT(mealPlanMessages);
  const { dayName, firstDay } = usePlanWords();
  const prefix = useId();
  const add = useAddToPlan();
  const navigate = useNavigate();
  const [date, setDate] = useState(() => todayOf());
  // The calendar offers only the days the server keeps (the plan window around today).
  const plannable = planWindow();
  const [meal, setMeal] = useState<Meal>('dinner');
  const [dateError, setDateError] = useState<string | undefined>();
  const dateInput = useRef<HTMLInputElement>(null);
  const dateIds = fieldIds(prefix, 'date');
  const mealIds = fieldIds(prefix, 'meal');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!isPlanDay(date)) {
      setDateError(t('chooseDay'));
      dateInput.current?.focus();
      return;
    }
    if (!inPlanWindow(date)) {
      setDateError(t('dateOutsideWindow', { years: PLAN_WINDOW_YEARS }));
      dateInput.current?.focus();
      return;
    }
    setDateError(undefined);
    add.mutate(
      { date, meal, recipeId: recipe._id },
      {
        onSuccess: () => {
          const path = `/meal-plan?week=${weekStartOf(date, firstDay)}`;
          toastWithLink(navigate, {
            text: t('addedToPlan', { day: dayName(date) }),
            link: t('openPlan'),
            path,
            id: 'added-to-plan',
          });
          onDone();
        },
        onError: (error) => {
          const reason =
            error.message === MEAL_FULL
              ? t('mealFull', { count: KITCHEN_LIMITS.recipesPerMeal })
              : error.message;
          toast.error(t('addToPlanFailed', { error: reason }));
        },
      },
    );
  };

  return (
    <form
      className="add-to-plan__panel plan-form"
      noValidate
      aria-label={t('addToMealPlan')}
      onSubmit={send}
    >
      <FormField ids={dateIds} label={t('day')} marker={false} error={dateError}>
        <FieldInput
          ids={dateIds}
          error={dateError}
          ref={dateInput}
          autoFocus
          type="date"
          min={plannable.from}
          max={plannable.to}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
      <MealField ids={mealIds} value={meal} onChange={setMeal} />
      <SubmitOrCancel
        className="plan-panel__buttons"
        submit={t('add')}
        busy={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
