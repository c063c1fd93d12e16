import { convertTemperatures, type UnitSystem } from '@family-recipes/shared';
import { StepTimerButtons } from '../timers/timer-tray';

/**
 * The recipe's steps (`ordered`) or tips, a list item each, their temperatures in `system`; with
 * `timers`, a step that says how long gets a button to start a timer for it.
 */
export function TextLines({
  ordered = false,
  className,
  lines,
  system,
  timers = false,
  text: textProps,
}: {
  ordered?: boolean;
  className: string;
  lines: string[];
  system: UnitSystem;
  timers?: boolean;
  /** The recipe's lang and dir (recipeTextProps), on the list its lines are. */
  text?: { lang: string; dir: 'ltr' | 'rtl' };
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} {...textProps}>
      {lines.map((line, index) => {
        const text = convertTemperatures(line, system);
        return (
          <li key={index}>
            {text}
            {timers && <StepTimerButtons text={text} step={index + 1} />}
          </li>
        );
      })}
    </List>
  );
}
