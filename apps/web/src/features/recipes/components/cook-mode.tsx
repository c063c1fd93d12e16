import {
  convertTemperatures,
  formatConvertedIngredient,
  understood,
  type Recipe,
  type UnitSystem,
} from '@family-recipes/shared';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { recipeTextProps } from '../../../components/recipe-card/recipe-format';
import { Dialog } from '../../../components/dialog/dialog';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { useWakeLock } from '../hooks/use-wake-lock';
import { StepTimerButtons, TimerTray } from '../timers/timer-tray';
import { UnitToggle } from './unit-toggle';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';
import './recipe-shared.css';
import './cook-mode.css';

/** A sideways swipe at least this long (px), and more sideways than up or down, turns the page. */
const SWIPE_MIN_DISTANCE = 50;

export const WAKE_LOCK_NOTE = recipesMessages.en.wakeLockNote;

/** The recipe as the page shows it, which cook mode shows alike: its scale, servings and units. */
export interface CookModeView {
  recipe: Recipe;
  factor: number;
  /** What the amounts are scaled to ("Scaled to 6 servings (planned)"), when they are. */
  servingsNote?: string | null;
  system: UnitSystem;
  onSystemChange: (system: UnitSystem) => void;
}

/**
 * "Start cooking": one step at a time in large type for a phone propped up in the kitchen, with
 * big Previous and Next buttons, swipes and arrow keys, ingredients to tick off, the page's scale
 * and units, and the screen kept on while it is open. A step that says how long offers a timer;
 * the timers run on across steps and after leaving (timers/), and show above the buttons. A modal
 * dialog: the page behind is inert and Escape leaves; closing gives focus back to whatever opened it.
 */
export default function CookMode({
  recipe,
  factor,
  servingsNote,
  system,
  onSystemChange,
  onLeave,
}: CookModeView & { onLeave: () => void }) {
  const t = useT(recipesMessages);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(0);
  const ingredients = useDisclosure();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const wakeLock = useWakeLock();

  const steps = recipe.instructions;
  const stepText = convertTemperatures(steps[index] ?? '', system);
  const last = steps.length - 1;
  const isLast = index >= last;

  const go = (to: number) => {
    ingredients.setOpen(false);
    setIndex(Math.min(Math.max(to, 0), last));
  };
  const next = () => (isLast ? onLeave() : go(index + 1));
  const previous = () => go(index - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (!isLast) go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0 && !isLast) go(index + 1);
    if (dx > 0) previous();
  };

  const toggle = (item: number) =>
    setTicked((current) => {
      const updated = new Set(current);
      if (updated.has(item)) updated.delete(item);
      else updated.add(item);
      return updated;
    });

  // The recipe's own words carry its language and direction; the dialog's words keep the page's.
  const text = recipeTextProps(recipe.language);

  return (
    // The page does not scroll behind it (Dialog), so not under a finger that meant to swipe.
    <Dialog
      className="cook-mode"
      title={
        <>
          <span className="visually-hidden">{t('cookingTitle')} </span>
          <span {...text}>{recipe.title}</span>
        </>
      }
      onClose={onLeave}
      closeButton={
        <button type="button" className="cook-mode__leave" onClick={onLeave}>
          <span aria-hidden="true">✕</span> {t('leave')}
          <span className="visually-hidden"> {t('leaveCooking')}</span>
        </button>
      }
      initialFocus={nextRef}
      lightDismiss={false}
      onKeyDown={onKeyDown}
    >
      <button {...ingredients.buttonProps} className="cook-mode__ingredients-toggle">
        {t(ingredients.open ? 'backToStep' : 'ingredients')}
        <span className="cook-mode__ticked">
          {t('ticked', { ticked: ticked.size, total: recipe.ingredients.length })}
        </span>
      </button>

      <div className="cook-mode__content" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <section {...ingredients.panelProps} aria-label={t('ingredients')}>
          <UnitToggle system={system} onChange={onSystemChange} className="cook-mode__units" />
          {servingsNote && <p className="cook-mode__scaled">{servingsNote}</p>}
          <ul className="cook-mode__checklist" {...text}>
            {recipe.ingredients.map((ingredient, item) => (
              <li key={item}>
                <label className="cook-mode__check">
                  <input type="checkbox" checked={ticked.has(item)} onChange={() => toggle(item)} />
                  <span>{formatConvertedIngredient(understood(ingredient), system, factor)}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>

        <section
          className="cook-mode__step"
          hidden={ingredients.open}
          aria-live="polite"
          aria-atomic="true"
          aria-label={t('currentStep')}
        >
          <p className="cook-mode__count">
            {t('stepOf', { step: index + 1, total: steps.length })}
          </p>
          <p className="cook-mode__text" {...text}>
            {stepText}
          </p>
          <StepTimerButtons
            key={index}
            text={stepText}
            step={index + 1}
            className="step-timers--cook"
          />
          {isLast && recipe.tips.length > 0 && (
            <div className="cook-mode__tips">
              <h3 className="cook-mode__tips-title">{t('tipsAndTricks')}</h3>
              <ul {...text}>
                {recipe.tips.map((tip, tipIndex) => (
                  <li key={tipIndex}>{convertTemperatures(tip, system)}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>

      <div className="cook-mode__foot">
        <TimerTray where="cook" fallbackFocus={() => nextRef.current} />
        <div className="cook-mode__nav">
          <button
            type="button"
            className="cook-mode__nav-button"
            aria-disabled={index === 0}
            onClick={() => {
              if (index > 0) previous();
            }}
          >
            <span aria-hidden="true">←</span> {t('previous')}
          </button>
          <button
            ref={nextRef}
            type="button"
            className="cook-mode__nav-button cook-mode__nav-button--next"
            onClick={next}
          >
            {t(isLast ? 'done' : 'next')} {!isLast && <span aria-hidden="true">→</span>}
          </button>
        </div>
      </div>

      {wakeLock === 'unavailable' && <p className="cook-mode__note">{t('wakeLockNote')}</p>}
    </Dialog>
  );
}
