import { findDurations, formatClock } from '@family-recipes/shared';
import { useEffect, useRef, useState } from 'react';
import { Clock, Icon } from '../../../components/icons';
import { lengthBefore, timeLeft, timerLabel, type StepTimer } from './timers';
import { useTimers } from './timer-provider';
import '../components/recipe-shared.css';
import './timers.css';

/** "Start a 10 minute timer", "Start an 8 minute timer". */
function startTimerName(seconds: number): string {
  const length = lengthBefore(seconds);
  const article = /^(?:8|11|18)\b|^8\d/.test(length) ? 'an' : 'a';
  return `Start ${article} ${length} timer`;
}

/** The id of a step's timer: the step and where its length of time is in the step's text. */
const timerId = (step: number, start: number) => `${step}:${start}`;

/**
 * A "Start a 10 minute timer" button for each length of time in a step's text; a range ("20-25
 * min") starts at its shorter end. Pressing one again starts that timer again from its length.
 */
export function StepTimerButtons({
  text,
  step,
  className = '',
}: {
  text: string;
  step: number;
  className?: string;
}) {
  const { start } = useTimers();
  const found = findDurations(text);
  if (found.length === 0) return null;
  return (
    <span className={`step-timers ${className}`.trim()}>
      {found.map((length) => {
        const id = timerId(step, length.start);
        return (
          <button
            key={id}
            type="button"
            className="step-timers__start"
            data-timer={id}
            onClick={() => start({ id, step, seconds: length.low })}
          >
            <Icon icon={Clock} />
            {startTimerName(length.low)}
          </button>
        );
      })}
    </span>
  );
}

/** A tray button: it shows its verb, and names the timer it acts on to a screen reader. */
function TrayButton({
  verb,
  about,
  stop = false,
  onClick,
}: {
  verb: string;
  about: string;
  stop?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`timer-tray__button${stop ? ' timer-tray__button--stop' : ''}`}
      aria-label={`${verb} ${about}`}
      onClick={onClick}
    >
      {verb}
    </button>
  );
}

function TimerItem({
  timer,
  now,
  onPause,
  onResume,
  onRemove,
}: {
  timer: StepTimer;
  now: number;
  onPause: () => void;
  onResume: () => void;
  onRemove: () => void;
}) {
  const label = timerLabel(timer);
  const about = `the step ${timer.step} timer`;
  const done = timer.state === 'done';
  return (
    <li className={`timer-tray__item${done ? ' timer-tray__item--done' : ''}`}>
      <span className="timer-tray__label">{label}</span>
      <span className="timer-tray__time" role="timer">
        {done ? 'Done' : formatClock(timeLeft(timer, now))}
        {timer.state === 'paused' && <span className="timer-tray__paused"> Paused</span>}
      </span>
      <span className="timer-tray__buttons">
        {done ? (
          <TrayButton verb="Stop" about={about} stop onClick={onRemove} />
        ) : (
          <>
            <TrayButton
              verb={timer.state === 'paused' ? 'Resume' : 'Pause'}
              about={about}
              onClick={timer.state === 'paused' ? onResume : onPause}
            />
            <TrayButton verb="Cancel" about={about} onClick={onRemove} />
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The running timers, each with its step and length, the time left, Pause or Resume and Cancel,
 * and once it rings "Done" with Stop. The recipe page keeps it in view at the foot of the window;
 * cook mode shows its own above its Previous and Next buttons, and the page's steps aside meanwhile.
 * Its live region says when a timer starts or ends, not each second. When a timer is taken away
 * the focus goes to the next one, or else to `fallbackFocus` (the step's Start button).
 */
export function TimerTray({
  where,
  fallbackFocus,
}: {
  where: 'page' | 'cook';
  fallbackFocus: (timerId: string) => HTMLElement | null;
}) {
  const { timers, now, announcement, pause, resume, remove, cookTray, setCookTray } = useTimers();
  const listRef = useRef<HTMLUListElement>(null);
  const trayRef = useRef<HTMLElement>(null);
  const shown = timers.length > 0 && !(where === 'page' && cookTray);
  const [refocus, setRefocus] = useState<{ index: number; id: string } | null>(null);

  useEffect(() => {
    if (where !== 'cook') return;
    setCookTray(true);
    return () => setCookTray(false);
  }, [where, setCookTray]);

  useEffect(() => {
    // The page keeps room below a focused control for the tray (timers.css).
    const tray = trayRef.current;
    if (!shown || where !== 'page' || !tray || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--timer-tray-height', `${tray.offsetHeight}px`);
    });
    observer.observe(tray);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--timer-tray-height');
    };
  }, [shown, where]);

  useEffect(() => {
    if (!refocus) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('.timer-tray__item') ?? [];
    const item = items[Math.min(refocus.index, items.length - 1)];
    (item?.querySelector<HTMLElement>('button') ?? fallbackFocus(refocus.id))?.focus();
    setRefocus(null);
  }, [refocus, fallbackFocus]);

  if (where === 'page' && cookTray) return null;
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {shown && (
        <section ref={trayRef} className={`timer-tray timer-tray--${where}`} aria-label="Timers">
          <ul ref={listRef} className="timer-tray__list">
            {timers.map((timer, index) => (
              <TimerItem
                key={timer.id}
                timer={timer}
                now={now}
                onPause={() => pause(timer.id)}
                onResume={() => resume(timer.id)}
                onRemove={() => {
                  remove(timer.id);
                  setRefocus({ index, id: timer.id });
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
