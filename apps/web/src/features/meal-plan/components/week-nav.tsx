import { Link } from 'react-router';
import { addDays, weekInWindow, weekLabel } from '../plan-dates';
import { usePlanWords } from '../use-plan-words';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

const weekLink = (start: string) => `/meal-plan?week=${start}`;

/** The week's dates as a heading, and the way to the weeks before and after. */
export function WeekNav({ start, thisStart }: { start: string; thisStart: string }) {
  const t = useT(mealPlanMessages);
  const { language } = usePlanWords();
  return (
    <div className="plan-nav">
      <h2 className="plan-nav__title">{t('weekOf', { range: weekLabel(start, language) })}</h2>
      <nav className="plan-nav__links" aria-label={t('weeks')}>
        {/* The plan window ends two years either side of today: no way past its last week. */}
        {weekInWindow(addDays(start, -7)) && (
          <Link to={weekLink(addDays(start, -7))} className="button button--secondary">
            <span className="plan-nav__arrow" aria-hidden="true">
              ←
            </span>{' '}
            {t('previousWeek')}
          </Link>
        )}
        <Link
          to={weekLink(thisStart)}
          className="button button--secondary"
          aria-current={start === thisStart ? 'page' : undefined}
        >
          {t('thisWeek')}
        </Link>
        {weekInWindow(addDays(start, 7)) && (
          <Link to={weekLink(addDays(start, 7))} className="button button--secondary">
            {t('nextWeek')}{' '}
            <span className="plan-nav__arrow" aria-hidden="true">
              →
            </span>
          </Link>
        )}
      </nav>
    </div>
  );
}
