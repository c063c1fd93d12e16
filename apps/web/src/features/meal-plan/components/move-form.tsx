import { MEALS, type Meal } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { dayName, MEAL_LABELS } from '../plan-dates';
import type { Placed, Slot } from '../plan-moves';

/**
 * Moving a planned recipe without dragging: pick the day and the meal, then "Move here". Works the
 * same with a keyboard, a screen reader or a finger.
 */
export function MoveForm({
  title,
  at,
  week,
  onMove,
  onCancel,
}: {
  title: string;
  at: Placed;
  /** The days that can be chosen: the week on screen. */
  week: string[];
  onMove: (to: Slot) => void;
  onCancel: () => void;
}) {
  const prefix = useId();
  const [date, setDate] = useState(at.date);
  const [meal, setMeal] = useState<Meal>(at.meal);
  const daySelect = useRef<HTMLSelectElement>(null);
  const dayIds = fieldIds(prefix, 'day');
  const mealIds = fieldIds(prefix, 'meal');

  useEffect(() => {
    daySelect.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove({ date, meal });
  };

  return (
    <form
      className="plan-move"
      aria-label={`Move ${title}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <FormField ids={dayIds} label="Day" marker={false}>
        <select
          ref={daySelect}
          id={dayIds.id}
          className="form-control form-control--select"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        >
          {week.map((day) => (
            <option key={day} value={day}>
              {dayName(day)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField ids={mealIds} label="Meal" marker={false}>
        <select
          id={mealIds.id}
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
      <div className="plan-move__buttons">
        <button type="submit" className="button button--primary">
          Move here
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
