import { describeSeconds } from '@family-recipes/shared';

/**
 * A step's timer. A running one keeps the moment it ends (`endsAt`, from Date.now), not a count of
 * ticks, so after a locked screen or a tab in the background the time left is right at once; a
 * paused one keeps the time it had left.
 */
export interface StepTimer {
  /** One per length of time in a step: the step and where the length is in its text. */
  id: string;
  /** The step's number, from 1. */
  step: number;
  /** Its whole length. */
  seconds: number;
  state: 'running' | 'paused' | 'done';
  /** While running: when it ends, in milliseconds since 1970. */
  endsAt: number;
  /** While paused: the milliseconds it had left. */
  left: number;
}

/** What a timer is called: "Step 2: 10 minutes". */
export function timerLabel(timer: Pick<StepTimer, 'step' | 'seconds'>): string {
  return `Step ${timer.step}: ${describeSeconds(timer.seconds)}`;
}

/** "10 minute", "1 hour 30 minute": a length said before "timer". */
export function lengthBefore(seconds: number): string {
  return describeSeconds(seconds).replace(/\b(hour|minute|second)s\b/g, '$1');
}

/** Milliseconds left: counted from the end time while running, never below 0. */
export function timeLeft(timer: StepTimer, now: number): number {
  if (timer.state === 'done') return 0;
  return timer.state === 'paused' ? timer.left : Math.max(0, timer.endsAt - now);
}

/** Starts a timer, or starts it again from its full length when it was already there. */
export function startTimer(
  timers: readonly StepTimer[],
  start: Pick<StepTimer, 'id' | 'step' | 'seconds'>,
  now: number,
): StepTimer[] {
  const timer: StepTimer = {
    ...start,
    state: 'running',
    endsAt: now + start.seconds * 1000,
    left: start.seconds * 1000,
  };
  const others = timers.filter((other) => other.id !== start.id);
  return [...others, timer];
}

function change(
  timers: readonly StepTimer[],
  id: string,
  update: (timer: StepTimer) => StepTimer,
): StepTimer[] {
  return timers.map((timer) => (timer.id === id ? update(timer) : timer));
}

export function pauseTimer(timers: readonly StepTimer[], id: string, now: number): StepTimer[] {
  return change(timers, id, (timer) =>
    timer.state === 'running'
      ? { ...timer, state: 'paused', left: Math.max(0, timer.endsAt - now) }
      : timer,
  );
}

export function resumeTimer(timers: readonly StepTimer[], id: string, now: number): StepTimer[] {
  return change(timers, id, (timer) =>
    timer.state === 'paused' ? { ...timer, state: 'running', endsAt: now + timer.left } : timer,
  );
}

/** Takes a timer away: cancelled while it runs, or stopped once it has rung. */
export function removeTimer(timers: readonly StepTimer[], id: string): StepTimer[] {
  return timers.filter((timer) => timer.id !== id);
}

/**
 * Marks the running timers whose end has come as done, and names them: each is found once, since
 * a done timer is not running any more.
 */
export function finishDue(
  timers: readonly StepTimer[],
  now: number,
): { timers: StepTimer[]; finished: StepTimer[] } {
  const finished = timers.filter((timer) => timer.state === 'running' && timer.endsAt <= now);
  if (finished.length === 0) return { timers: [...timers], finished };
  return {
    timers: timers.map((timer) =>
      finished.includes(timer) ? { ...timer, state: 'done', left: 0 } : timer,
    ),
    finished,
  };
}

/** When the next running timer ends, or null when none runs. */
export function nextEnd(timers: readonly StepTimer[]): number | null {
  const ends = timers.filter((timer) => timer.state === 'running').map((timer) => timer.endsAt);
  return ends.length === 0 ? null : Math.min(...ends);
}

const STATES: ReadonlySet<string> = new Set(['running', 'paused', 'done']);

function isTimer(value: unknown): value is StepTimer {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  return (
    typeof timer.id === 'string' &&
    typeof timer.state === 'string' &&
    STATES.has(timer.state) &&
    [timer.step, timer.seconds, timer.endsAt, timer.left].every(
      (number) => typeof number === 'number' && Number.isFinite(number),
    )
  );
}

/** The storage key of a recipe's timers. */
export const timersKey = (recipeId: string) => `family-recipes:timers:${recipeId}`;

/**
 * A recipe's timers kept in this tab's session storage, so a reload keeps them; what is not a
 * timer is left out, and a browser that refuses storage gives none.
 */
export function loadTimers(recipeId: string): StepTimer[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(timersKey(recipeId)) ?? '[]');
    return Array.isArray(value) ? value.filter(isTimer) : [];
  } catch {
    return [];
  }
}

export function saveTimers(recipeId: string, timers: readonly StepTimer[]): void {
  try {
    if (timers.length === 0) window.sessionStorage.removeItem(timersKey(recipeId));
    else window.sessionStorage.setItem(timersKey(recipeId), JSON.stringify(timers));
  } catch {
    // Storage refused (a private mode): the timers still run until the page is left.
  }
}
