import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

const STARS = [1, 2, 3, 4, 5] as const;

/** One to five stars as radio buttons, for the cook's rating. */
export function StarInput({
  registration,
  chosen,
  error,
  errorId,
}: {
  registration: UseFormRegisterReturn;
  /** The stars chosen now, 0 for none. */
  chosen: number;
  error: string | undefined;
  errorId: string;
}) {
  const t = useT(cookedMessages);
  return (
    <fieldset
      className={`star-input${error ? ' star-input--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="star-input__legend">{t('howDidItTurnOut')}</legend>
      <div className="star-input__stars">
        {STARS.map((value) => (
          <label
            key={value}
            className={`star-input__star${value <= chosen ? ' star-input__star--on' : ''}`}
          >
            <input
              type="radio"
              className="star-input__radio"
              value={String(value)}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span className="star-input__glyph" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t('starCount', { count: value })}</span>
          </label>
        ))}
      </div>
      <p className="star-input__words" aria-hidden="true">
        {chosen ? t('outOfFive', { count: chosen }) : t('chooseStars')}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
