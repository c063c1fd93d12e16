import type { Meal } from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import type { Placed, Slot } from '../plan-moves';
import { usePlanWords } from '../use-plan-words';
import { MealField } from './meal-field';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

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
  const t = useT(mealPlanMessages);
  const { dayName } = usePlanWords();
  const prefix = useId();
  const [date, setDate] = useState(at.date);
  const [meal, setMeal] = useState<Meal>(at.meal);
  const dayIds = fieldIds(prefix, 'day');
  const mealIds = fieldIds(prefix, 'meal');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove({ date, meal });
  };

  return (
    <form
      className="plan-move"
      aria-label={t('moveTitle', { title })}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <FormField ids={dayIds} label={t('day')} marker={false}>
        <select
          id={dayIds.id}
          className="form-control form-control--select"
          // The form takes the focus when "Move" opens it: the day comes first.
          autoFocus
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
      <MealField ids={mealIds} value={meal} onChange={setMeal} />
      <SubmitOrCancel className="plan-move__buttons" submit={t('moveHere')} onCancel={onCancel} />
    </form>
  );
}
