import {
  KITCHEN_MESSAGES,
  MEALS,
  inPlanWindow,
  planWindow,
  type Meal,
  type Recipe,
} from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Disclosure } from '../../../components/disclosure/disclosure';
import { Calendar, Icon } from '../../../components/icons';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useAddToPlan } from '../api/meal-plan-api';
import { dayName, isPlanDay, MEAL_LABELS, mondayOf, todayOf } from '../plan-dates';
import './meal-plan.css';

/** "Add to meal plan" on a recipe page: a day (today unless changed) and a meal. */
export default function AddToMealPlan({ recipe }: { recipe: Recipe }) {
  return (
    <Disclosure
      className="add-to-plan"
      buttonClassName="button button--secondary"
      label={
        <>
          <Icon icon={Calendar} />
          Add to meal plan
        </>
      }
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

  useEffect(() => {
    dateInput.current?.focus();
  }, []);

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
          toast.success(
            (shown) => (
              <span>
                Added to your meal plan for {dayName(date)}.{' '}
                <a
                  href={path}
                  onClick={(click) => {
                    click.preventDefault();
                    toast.dismiss(shown.id);
                    void navigate(path);
                  }}
                >
                  Open the meal plan
                </a>
              </span>
            ),
            { id: 'added-to-plan' },
          );
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
        <input
          ref={dateInput}
          {...controlProps(dateIds, { error: dateError })}
          className="form-control"
          type="date"
          min={plannable.from}
          max={plannable.to}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
      <FormField ids={mealIds} label="Meal" marker={false}>
        <select
          {...controlProps(mealIds, {})}
          className="form-control form-control--select"
          value={meal}
          onChange={(event) => setMeal(event.target.value as Meal)}
        >
          {MEALS.map((option) => (
            <option key={option} value={option}>
              {MEAL_LABELS[option]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="plan-panel__buttons">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Add
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
