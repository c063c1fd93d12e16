import type { PlanFillResult } from '@family-recipes/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { useFillDinners } from '../api/meal-rules-api';
import { mealPlanMessages } from '../messages';
import { dateLocale, dayName, todayOf } from '../plan-dates';
import type { PlanT } from '../use-plan-words';
import './meal-rules.css';

/** "Sunday", the weekday of a YYYY-MM-DD day in `language`. */
const weekdayOf = (day: string, language: string) =>
  new Intl.DateTimeFormat(dateLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What a fill did, in a sentence or two, in the reader's language. */
export function fillSummary(
  { to, filled, unfilled }: PlanFillResult,
  t: PlanT,
  language: string,
): string {
  if (filled.length === 0 && unfilled.length === 0) {
    return t('allDinnersPlanned', { lastDay: weekdayOf(to, language) });
  }
  const done =
    filled.length === 0 ? t('noDinnerFilled') : t('dinnersFilled', { count: filled.length });
  if (unfilled.length === 0) return done;
  // "Monday 7 December and Tuesday 8 December"
  const days = new Intl.ListFormat(dateLocale(language), { type: 'conjunction' }).format(
    unfilled.map((day) => dayName(day, language)),
  );
  return `${done} ${t('dinnersUnfilled', { days })}`;
}

/**
 * "Fill empty dinners": the server puts one recipe into each empty dinner of the week shown (the
 * seven days from `start`) from today on, under the household's meal rules, and the result is said
 * beside the button.
 */
export function FillDinners({ start }: { start: string }) {
  const t = useT(mealPlanMessages);
  const { language } = useLanguage();
  const fill = useFillDinners();
  const [message, setMessage] = useState('');
  const run = () => {
    setMessage('');
    void fill.mutateAsync({ from: start, today: todayOf() }).then(
      (result) => setMessage(fillSummary(result, t, language)),
      (error: Error) => setMessage(t('fillFailed', { error: error.message })),
    );
  };
  return (
    <div className="plan-fill">
      <Button variant="secondary" disabled={fill.isPending} onClick={run}>
        {fill.isPending ? t('fillingDinners') : t('fillEmptyDinners')}
      </Button>
      <p className="plan-fill__status" role="status">
        {message}
      </p>
    </div>
  );
}
