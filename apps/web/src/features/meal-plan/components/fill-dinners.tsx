import type { PlanFillResult } from '@family-recipes/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFillDinners } from '../api/meal-rules-api';
import { dayName, todayOf } from '../plan-dates';
import './meal-rules.css';

/** "Monday 7 December and Tuesday 8 December" */
const daysList = (days: string[]) => {
  const names = days.map(dayName);
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
};

/** What a fill did, in a sentence or two. */
export function fillSummary({ filled, unfilled }: PlanFillResult): string {
  if (filled.length === 0 && unfilled.length === 0) {
    return 'Every dinner from today to Sunday is already planned.';
  }
  const done =
    filled.length === 0
      ? 'No dinner was filled.'
      : `Filled ${filled.length} empty ${filled.length === 1 ? 'dinner' : 'dinners'}.`;
  const left =
    unfilled.length === 0
      ? ''
      : ` No recipe suits dinner under the meal rules for ${daysList(unfilled)}: every one that suits is planned too close by.`;
  return `${done}${left}`;
}

/**
 * "Fill empty dinners": the server puts one recipe into each empty dinner of the week from today
 * on, under the household's meal rules, and the result is said beside the button.
 */
export function FillDinners({ monday }: { monday: string }) {
  const fill = useFillDinners();
  const [message, setMessage] = useState('');
  const run = () => {
    setMessage('');
    void fill.mutateAsync({ from: monday, today: todayOf() }).then(
      (result) => setMessage(fillSummary(result)),
      (error: Error) => setMessage(`We could not fill the dinners. ${error.message}`),
    );
  };
  return (
    <div className="plan-fill">
      <Button variant="secondary" disabled={fill.isPending} onClick={run}>
        {fill.isPending ? 'Filling dinners…' : 'Fill empty dinners'}
      </Button>
      <p className="plan-fill__status" role="status">
        {message}
      </p>
    </div>
  );
}
