import {
  KITCHEN_MESSAGES,
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
import { useAddToPlan } from '../api/meal-plan-api';
import { dayName, isPlanDay, mondayOf, todayOf } from '../plan-dates';
import { MealField } from './meal-field';
import './meal-plan.css';
import { FieldInput } from '../../../components/ui/field-input';

/** "Add to meal plan" on a recipe page: a day (today unless changed) and a meal. */
export default function AddToMealPlan({ recipe }: { recipe: Recipe }) {
  return (
    <Disclosure
      className="add-to-plan"
      buttonClassName="button button--secondary"
      icon={Calendar}
      label="Add to meal plan"
    >
      {(close) => <AddToPlanForm recipe={recipe} onDone={close} />}
    </Disclosure>
  );
}

function AddToPlanForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
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
      setDateError('Choose a day from the calendar.');
      dateInput.current?.focus();
      return;
    }
    if (!inPlanWindow(date)) {
      setDateError(KITCHEN_MESSAGES.dateOutsideWindow);
      dateInput.current?.focus();
      return;
    }
    setDateError(undefined);
    add.mutate(
      { date, meal, recipeId: recipe._id },
      {
        onSuccess: () => {
          const path = `/meal-plan?week=${mondayOf(date)}`;
          toastWithLink(navigate, {
            text: `Added to your meal plan for ${dayName(date)}.`,
            link: 'Open the meal plan',
            path,
            id: 'added-to-plan',
          });
          onDone();
        },
        onError: (error) =>
          toast.error(`We could not add the recipe to your plan. ${error.message}`),
      },
    );
  };

  return (
    <form
      className="add-to-plan__panel plan-form"
      noValidate
      aria-label="Add to meal plan"
      onSubmit={send}
    >
      <FormField ids={dateIds} label="Day" marker={false} error={dateError}>
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
        submit="Add"
        busy={add.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
