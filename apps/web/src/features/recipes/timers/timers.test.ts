import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  finishDue,
  loadTimers,
  nextEnd,
  pauseTimer,
  removeTimer,
  resumeTimer,
  saveTimers,
  startTimer,
  timeLeft,
  timerLabel,
  timersKey,
} from './timers';

const TEN_MINUTES = { id: '2:9', step: 2, seconds: 600 };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T18:00:00Z') });
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('step timers', () => {
  it('when a timer starts, then it keeps its end time and counts the time left from it', () => {
    const [timer] = startTimer([], TEN_MINUTES, Date.now());
    expect(timer).toMatchObject({ state: 'running', endsAt: Date.now() + 600_000 });
    expect(timerLabel(timer!)).toBe('Step 2: 10 minutes');

    // However few ticks a locked phone let through, the time left is read from the clock.
    vi.advanceTimersByTime(4 * 60_000 + 30_000);
    expect(timeLeft(timer!, Date.now())).toBe(330_000);
    vi.advanceTimersByTime(60 * 60_000);
    expect(timeLeft(timer!, Date.now())).toBe(0);
  });

  it('when a timer is paused and resumed, then the paused time does not count', () => {
    let timers = startTimer([], TEN_MINUTES, Date.now());
    vi.advanceTimersByTime(60_000);
    timers = pauseTimer(timers, TEN_MINUTES.id, Date.now());
    expect(timers[0]).toMatchObject({ state: 'paused', left: 540_000 });
    vi.advanceTimersByTime(30 * 60_000);
    expect(timeLeft(timers[0]!, Date.now())).toBe(540_000);
    expect(nextEnd(timers)).toBeNull();

    timers = resumeTimer(timers, TEN_MINUTES.id, Date.now());
    expect(timers[0]).toMatchObject({ state: 'running', endsAt: Date.now() + 540_000 });
    expect(finishDue(timers, Date.now() + 539_999).finished).toEqual([]);
  });

  it('when its end comes, then it is done and found once', () => {
    let timers = startTimer([], TEN_MINUTES, Date.now());
    timers = startTimer(timers, { id: '3:0', step: 3, seconds: 1200 }, Date.now());
    expect(nextEnd(timers)).toBe(Date.now() + 600_000);

    vi.advanceTimersByTime(600_000);
    const first = finishDue(timers, Date.now());
    expect(first.finished.map((timer) => timer.id)).toEqual(['2:9']);
    expect(first.timers.map((timer) => timer.state)).toEqual(['done', 'running']);
    expect(finishDue(first.timers, Date.now() + 1000).finished).toEqual([]);
    expect(nextEnd(first.timers)).toBe(Date.now() + 600_000);
    expect(removeTimer(first.timers, '2:9').map((timer) => timer.id)).toEqual(['3:0']);
  });

  it('when a timer is started again, then it starts from its full length, once in the list', () => {
    let timers = startTimer([], TEN_MINUTES, Date.now());
    vi.advanceTimersByTime(120_000);
    timers = startTimer(timers, TEN_MINUTES, Date.now());
    expect(timers).toHaveLength(1);
    expect(timeLeft(timers[0]!, Date.now())).toBe(600_000);
  });

  it('when timers are kept in session storage, then they come back as they were, and nothing else does', () => {
    let timers = startTimer([], TEN_MINUTES, Date.now());
    timers = pauseTimer(
      startTimer(timers, { id: '3:0', step: 3, seconds: 60 }, Date.now()),
      '3:0',
      Date.now(),
    );
    saveTimers('recipe-1', timers);
    expect(loadTimers('recipe-1')).toEqual(timers);
    expect(loadTimers('recipe-2')).toEqual([]);

    window.sessionStorage.setItem(
      timersKey('recipe-3'),
      JSON.stringify([timers[0], { id: 'x', state: 'ringing' }, null, 'text']),
    );
    expect(loadTimers('recipe-3')).toEqual([timers[0]]);
    window.sessionStorage.setItem(timersKey('recipe-4'), '{not json');
    expect(loadTimers('recipe-4')).toEqual([]);

    saveTimers('recipe-1', []);
    expect(window.sessionStorage.getItem(timersKey('recipe-1'))).toBeNull();
  });
});
