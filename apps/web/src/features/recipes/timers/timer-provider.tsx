import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { primeAlarm, ringAlarm } from './alarm';
import {
  finishDue,
  lengthBefore,
  loadTimers,
  nextEnd,
  pauseTimer,
  removeTimer,
  resumeTimer,
  saveTimers,
  startTimer,
  timerLabel,
  type StepTimer,
} from './timers';

/*
 * A recipe's timers: kept here, in memory, and in the tab's session storage (timers.ts), so they
 * go on when cook mode moves between steps or closes, and after a reload.
 */
const kept = new Map<string, StepTimer[]>();
const listeners = new Set<() => void>();
const NONE: StepTimer[] = [];

function timersOf(recipeId: string): StepTimer[] {
  let timers = kept.get(recipeId);
  if (!timers) {
    timers = loadTimers(recipeId);
    kept.set(recipeId, timers);
  }
  return timers;
}

function keep(recipeId: string, timers: StepTimer[]): void {
  kept.set(recipeId, timers);
  saveTimers(recipeId, timers);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Timers {
  timers: StepTimer[];
  /** The time the timers were last drawn at (Date.now), for the time left. */
  now: number;
  /** Said by the tray's live region: a timer started or finished, nothing in between. */
  announcement: string;
  start(timer: Pick<StepTimer, 'id' | 'step' | 'seconds'>): void;
  pause(id: string): void;
  resume(id: string): void;
  /** Cancels a running or paused timer, or stops a finished one ringing. */
  remove(id: string): void;
  /** Whether cook mode shows its own tray: the page's then steps aside. */
  cookTray: boolean;
  setCookTray(shown: boolean): void;
}

const TimersContext = createContext<Timers | null>(null);

export function useTimers(): Timers {
  const timers = useContext(TimersContext);
  if (!timers) throw new Error('useTimers is used inside a TimerProvider');
  return timers;
}

/**
 * Holds the timers of one recipe's steps, above the page and cook mode. Each counts to the time it
 * ends, and is checked again whenever the page comes back into view (an unlocked phone, a tab
 * brought back): one that ended meanwhile rings then, once.
 */
export function TimerProvider({ recipeId, children }: { recipeId: string; children: ReactNode }) {
  const timers = useSyncExternalStore(
    subscribe,
    () => timersOf(recipeId),
    () => NONE,
  );
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const [cookTray, setCookTray] = useState(false);
  const ringing = useRef(new Map<string, () => void>());

  const quiet = useCallback((id: string) => {
    ringing.current.get(id)?.();
    ringing.current.delete(id);
  }, []);

  const settle = useCallback(() => {
    const at = Date.now();
    setNow(at);
    const { timers: next, finished } = finishDue(timersOf(recipeId), at);
    if (finished.length === 0) return;
    keep(recipeId, next);
    for (const timer of finished) {
      quiet(timer.id);
      ringing.current.set(timer.id, ringAlarm(`Timer done: ${timerLabel(timer)}`));
    }
    setAnnouncement(`Timer done: ${finished.map(timerLabel).join(', ')}`);
  }, [recipeId, quiet]);

  const end = nextEnd(timers);
  useEffect(() => {
    if (end === null) return;
    // The clock on the screen moves once a second; the end itself is met by its own timeout.
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const due = window.setTimeout(settle, Math.max(0, end - Date.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(due);
    };
  }, [end, settle]);

  useEffect(() => {
    // A phone's locked screen or a tab behind others holds timeouts back: on coming back, the
    // time left is read from the end time, and what ended meanwhile rings now.
    const wake = () => {
      if (document.visibilityState === 'visible') settle();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('pageshow', wake);
    window.addEventListener('focus', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('pageshow', wake);
      window.removeEventListener('focus', wake);
    };
  }, [settle]);

  useEffect(() => {
    const alarms = ringing.current;
    return () => {
      // Leaving the recipe stops its ringing: there is no Stop button to press any more.
      for (const stop of alarms.values()) stop();
      alarms.clear();
    };
  }, []);

  const value = useMemo<Timers>(() => {
    const update = (change: (current: StepTimer[], at: number) => StepTimer[]) => {
      const at = Date.now();
      keep(recipeId, change(timersOf(recipeId), at));
      setNow(at);
    };
    return {
      timers,
      now,
      announcement,
      start: (timer) => {
        primeAlarm();
        quiet(timer.id);
        update((current, at) => startTimer(current, timer, at));
        setAnnouncement(`${lengthBefore(timer.seconds)} timer started for step ${timer.step}`);
      },
      pause: (id) => update((current, at) => pauseTimer(current, id, at)),
      resume: (id) => update((current, at) => resumeTimer(current, id, at)),
      remove: (id) => {
        quiet(id);
        update((current) => removeTimer(current, id));
      },
      cookTray,
      setCookTray,
    };
  }, [recipeId, timers, now, announcement, cookTray, quiet]);

  return <TimersContext.Provider value={value}>{children}</TimersContext.Provider>;
}
