import { MEALS } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDay, slotOfId, type Placed, type Slot } from '../plan-moves';
import { dayName, weekDays } from '../plan-dates';
import { makeNote, makePlanned, renderPlan, stubMatchMedia } from '../testing/meal-plan-fixtures';
import { thisWeekDay } from '../testing/plan-week';
import { WeekBoard, type PlanActions } from './week-board';

// This week's days (UTC): the board offers its meals only for days inside the plan window.
const monday = thisWeekDay(0);
const tuesday = thisWeekDay(1);
const wednesday = thisWeekDay(2);

/**
 * jsdom lays nothing out: each meal gets a box of its own, a column a day and a row a meal, so
 * dnd-kit can tell which meal a recipe is over.
 */
function layOut() {
  const week = weekDays(monday);
  const boxOf = (element: Element): DOMRect | undefined => {
    const slot = element.closest('[id^="slot:"]');
    const place = slot ? slotOfId(slot.id) : undefined;
    if (!slot || !place) return undefined;
    const x = week.indexOf(place.date) * 200;
    const y = MEALS.indexOf(place.meal) * 100;
    // A recipe is a smaller box inside its meal.
    return slot === element ? new DOMRect(x, y, 180, 90) : new DOMRect(x + 10, y + 30, 160, 40);
  };
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return boxOf(this) ?? original.call(this);
  });
}

beforeEach(() => {
  stubMatchMedia();
  layOut();
});

describe('WeekBoard', () => {
  it('when a recipe is picked up with the keyboard and dropped on another meal, then it is moved there and each step is announced', async () => {
    const porridge = makePlanned('Porridge');
    // Lunch is planned on Tuesday, so the household's week shows it to drop on.
    const days = weekDays(monday).map((date) =>
      date === monday
        ? { ...emptyDay(date), breakfast: [porridge] }
        : date === tuesday
          ? { ...emptyDay(date), lunch: [makeNote('Leftovers')] }
          : emptyDay(date),
    );
    const moves: { from: Placed; to: Slot }[] = [];
    const actions: PlanActions = {
      move: (from, to) => moves.push({ from, to }),
      remove: () => {},
      add: () => {},
      servings: () => {},
      surprise: () => {},
      note: () => {},
    };
    renderPlan(
      <WeekBoard start={monday} days={days} history={[]} today={wednesday} actions={actions} />,
    );
    const user = userEvent.setup();

    const handle = screen.getByRole('button', { name: 'Drag Porridge' });
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(
        screen.getByText(`Porridge is over breakfast on ${dayName(monday)}.`),
      ).toBeInTheDocument(),
    );
    // Four steps of 25 px down: from breakfast to lunch on the same day.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByText(`Porridge is over lunch on ${dayName(monday)}.`)).toBeInTheDocument(),
    );
    await user.keyboard(' ');

    await waitFor(() =>
      expect(moves).toEqual([
        {
          from: { date: monday, meal: 'breakfast', index: 0 },
          to: { date: monday, meal: 'lunch' },
        },
      ]),
    );
    expect(
      screen.getByText(`Porridge was dropped on lunch on ${dayName(monday)}.`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: `Breakfast, ${dayName(monday)}` })).getByRole(
        'link',
        { name: 'Porridge' },
      ),
    ).toBeInTheDocument();
  });

  it('when a keyboard drag is cancelled with Escape, then nothing moves and it is announced', async () => {
    const porridge = makePlanned('Porridge');
    const days = weekDays(monday).map((date) =>
      date === tuesday ? { ...emptyDay(date), dinner: [porridge] } : emptyDay(date),
    );
    const move = vi.fn();
    renderPlan(
      <WeekBoard
        start={monday}
        days={days}
        today={wednesday}
        actions={{
          move,
          remove: vi.fn(),
          add: vi.fn(),
          servings: vi.fn(),
          surprise: vi.fn(),
          note: vi.fn(),
        }}
      />,
    );
    const user = userEvent.setup();

    screen.getByRole('button', { name: 'Drag Porridge' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(
        screen.getByText('Moving Porridge was cancelled. It stays where it was.'),
      ).toBeInTheDocument(),
    );
    expect(move).not.toHaveBeenCalled();
  });
});
