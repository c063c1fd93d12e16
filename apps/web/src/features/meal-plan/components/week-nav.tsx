import { Link } from 'react-router';
import { addDays, weekInWindow, weekLabel } from '../plan-dates';

const weekLink = (monday: string) => `/meal-plan?week=${monday}`;

/** The week's dates as a heading, and the way to the weeks before and after. */
export function WeekNav({ monday, thisMonday }: { monday: string; thisMonday: string }) {
  return (
    <div className="plan-nav">
      <h2 className="plan-nav__title">Week of {weekLabel(monday)}</h2>
      <nav className="plan-nav__links" aria-label="Weeks">
        {/* The plan window ends two years either side of today: no way past its last week. */}
        {weekInWindow(addDays(monday, -7)) && (
          <Link to={weekLink(addDays(monday, -7))} className="button button--secondary">
            <span aria-hidden="true">←</span> Previous week
          </Link>
        )}
        <Link
          to={weekLink(thisMonday)}
          className="button button--secondary"
          aria-current={monday === thisMonday ? 'page' : undefined}
        >
          This week
        </Link>
        {weekInWindow(addDays(monday, 7)) && (
          <Link to={weekLink(addDays(monday, 7))} className="button button--secondary">
            Next week <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </div>
  );
}
