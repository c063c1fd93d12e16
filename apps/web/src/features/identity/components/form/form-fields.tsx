import { BIRTH_DAY_RANGE, BIRTH_MONTH_RANGE } from '@family-recipes/shared';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  controlProps,
  FieldError,
  fieldIds,
  FormField,
} from '../../../../components/ui/form-field';
import { useLanguage, useT } from '../../../../i18n/language';
import { identityMessages } from '../../messages';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input's row, after it (e.g. a show/hide button). */
  addon?: ReactNode;
  /** Extra ids the input is described by (e.g. a checklist). */
  describedBy?: string;
}

/** A labelled input: label above, hint and error below, both announced with the input. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  addon,
  describedBy,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  return (
    <FormField
      ids={ids}
      label={label}
      marker={false}
      hint={hint}
      error={error}
      className={className}
    >
      <div className={`form-addon${addon ? ' form-addon--with-addon' : ''}`}>
        <input
          {...input}
          {...controlProps(ids, { hint: Boolean(hint), error, describedBy })}
          className="form-control"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {addon}
      </div>
    </FormField>
  );
}

/** The account's email: typed as an address, never capitalised or spell-checked, and required. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT(identityMessages);
  return (
    <TextField
      label={t('email')}
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A password input with a show/hide toggle whose name says what pressing it does. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = props.id ?? generated;
  const t = useT(identityMessages);
  const { language } = useLanguage();
  // English names the field in lower case ("Show confirm password"); the other languages'
  // messages quote the label as it is written, which keeps German's capitals.
  const field = language === 'en' ? props.label.toLowerCase() : props.label;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="form-addon__toggle"
          aria-controls={inputId}
          aria-label={visible ? t('hideField', { field }) : t('showField', { field })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('hide') : t('show')}
        </button>
      }
    />
  );
}

/** The months' names in `language`, January first, as its readers write them in a date. */
function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

function range({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** One part of the birthday: its label and a select of the numbers in `range` (or their `names`). */
function BirthdaySelect({
  id,
  label,
  value,
  onValueChange,
  invalid,
  range: bounds,
  names,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid: boolean;
  range: { min: number; max: number };
  names?: readonly string[];
}) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-fieldset__label">
        {label}
      </label>
      <select
        id={id}
        className="form-control form-control--select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
      >
        <option value="">{label}</option>
        {range(bounds).map((number) => (
          <option key={number} value={String(number)}>
            {names ? names[number - 1] : number}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Optional birthday as two selects; month and day are given together or not at all. */
export function BirthdayFields({
  month,
  day,
  onMonthChange,
  onDayChange,
  error,
  legend,
}: {
  month: string;
  day: string;
  onMonthChange(value: string): void;
  onDayChange(value: string): void;
  error?: string;
  legend?: string;
}) {
  const id = useId();
  const t = useT(identityMessages);
  const { language } = useLanguage();
  const errorId = `${id}-error`;
  return (
    <fieldset className="form-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{legend ?? t('birthdayOptional')}</legend>
      <div className="form-fieldset__row">
        <BirthdaySelect
          id={`${id}-month`}
          label={t('month')}
          value={month}
          onValueChange={onMonthChange}
          invalid={Boolean(error)}
          range={BIRTH_MONTH_RANGE}
          names={monthNames(language)}
        />
        <BirthdaySelect
          id={`${id}-day`}
          label={t('day')}
          value={day}
          onValueChange={onDayChange}
          invalid={Boolean(error)}
          range={BIRTH_DAY_RANGE}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
