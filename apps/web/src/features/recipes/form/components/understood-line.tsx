import {
  convertIngredient,
  INGREDIENT_TEXT,
  isHeadingLine,
  type IngredientLine,
} from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CircleAlert, Icon } from '../../../../components/icons';
import {
  correctedLine,
  fieldsOf,
  type Correction,
  type CorrectionFields,
} from '../ingredient-correction';
import { Button } from '../../../../components/ui/button';
import { useLanguage, useT, type Translate } from '../../../../i18n/language';
import { useSharedText, type SharedText } from '../../../../i18n/shared-text';
import { recipeFormMessages } from '../messages';

type RecipeFormKey = keyof typeof recipeFormMessages.en;

const CORRECTION_FIELDS: readonly (readonly [
  keyof CorrectionFields,
  RecipeFormKey,
  RecipeFormKey,
])[] = [
  ['amount', 'partAmount', 'exampleAmount'],
  ['unit', 'partUnit', 'exampleUnit'],
  ['food', 'partFood', 'exampleFood'],
  ['note', 'partNote', 'exampleNote'],
];

type Part = 'amount' | 'unit' | 'or' | 'food' | 'note' | 'optional' | 'heading';

const PART_NAMES: Record<Part, RecipeFormKey> = {
  amount: 'partAmount',
  unit: 'partUnit',
  or: 'partOr',
  food: 'partFood',
  note: 'partNote',
  optional: 'partOptional',
  heading: 'partHeading',
};

/** The parts of a reading worth showing, each with its name: empty ones are left out. */
function readingParts(
  line: IngredientLine,
  t: Translate<RecipeFormKey>,
  text: SharedText,
): [Part, string][] {
  if (isHeadingLine(line) && line.food !== '') return [['heading', text(INGREDIENT_TEXT.heading)]];
  const shown = convertIngredient(line, 'original');
  const parts: [Part, string][] = [
    ['amount', shown.amount],
    ['unit', line.units],
    ['or', line.alternate],
    ['food', line.food],
    ['note', line.note],
    // "(optional)" already reads so in the note.
    ['optional', line.optional && !/optional/i.test(line.note) ? t('yes') : ''],
  ];
  return parts.filter(([, value]) => value !== '');
}

function describeReading(
  line: IngredientLine,
  t: Translate<RecipeFormKey>,
  text: SharedText,
): string {
  if (line.food === '') return text(INGREDIENT_TEXT.unreadable);
  return readingParts(line, t, text)
    .map(([part, value]) => t('readingPart', { part, value }))
    .join(', ');
}

type Problem = Extract<Correction, { ok: false }>;

/** One line of the ingredients box as it was read, with the fields that correct it. */
export function UnderstoodLine({
  line,
  onApply,
}: {
  line: IngredientLine;
  onApply: (text: string) => void;
}) {
  const t = useT(recipeFormMessages);
  const text = useSharedText();
  const { language } = useLanguage();
  const id = useId();
  const [fields, setFields] = useState<CorrectionFields | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const editing = fields !== null;
  const unreadable = line.food === '' && line.text.trim() !== '';

  useEffect(() => {
    if (editing) firstFieldRef.current?.focus();
    else if (wasEditing.current) buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    setProblem(null);
    setFields(null);
  };
  const apply = () => {
    if (!fields) return;
    const result = correctedLine(fields, language);
    if (!result.ok) {
      setProblem(result);
      return;
    }
    close();
    onApply(result.text);
  };
  // Inside the recipe form: Enter must not send the recipe, and Escape leaves only these fields.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const problemId = `${id}-problem`;
  return (
    <li className={`understood__line${unreadable ? ' understood__line--unreadable' : ''}`}>
      <div className="understood__row">
        <div className="understood__reading">
          <p className="understood__written">
            <span className="visually-hidden">{t('youWrote')} </span>
            {line.text}
          </p>
          {unreadable ? (
            <p className="understood__unreadable">
              <Icon icon={CircleAlert} size={20} />
              <span>{text(INGREDIENT_TEXT.unreadable)}</span>
            </p>
          ) : (
            <dl className="understood__parts">
              {readingParts(line, t, text).map(([part, value]) => (
                <div key={part} className="understood__part">
                  <dt>{t(PART_NAMES[part])}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <Button
          variant="secondary"
          className="understood__correct"
          ref={buttonRef}
          aria-expanded={editing}
          aria-controls={editing ? `${id}-fields` : undefined}
          onClick={() => (editing ? close() : setFields(fieldsOf(line, language)))}
        >
          {text(INGREDIENT_TEXT.correct)} <span className="visually-hidden">{line.text}</span>
        </Button>
      </div>

      {fields && (
        <div
          id={`${id}-fields`}
          className="understood__fields"
          role="group"
          aria-label={`${text(INGREDIENT_TEXT.correct)} ${line.text}`}
          onKeyDown={onKeyDown}
        >
          {CORRECTION_FIELDS.map(([name, label, example], index) => (
            <div key={name} className="understood__field">
              <label htmlFor={`${id}-${name}`} className="understood__label">
                {t(label)}
              </label>
              <input
                ref={index === 0 ? firstFieldRef : undefined}
                id={`${id}-${name}`}
                className="form-control"
                type="text"
                placeholder={t(example)}
                value={fields[name]}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => {
                  setProblem(null);
                  setFields({ ...fields, [name]: event.target.value });
                }}
              />
            </div>
          ))}
          {problem && (
            <div id={problemId} className="understood__problem" role="alert">
              <Icon icon={CircleAlert} size={20} />
              <p>
                <strong>{text(problem.problem)}</strong>
                {problem.read && (
                  <>
                    {' '}
                    {describeReading(problem.read, t, text)}.{' '}
                    {text(INGREDIENT_TEXT.readDifferentlyHint)}
                  </>
                )}
              </p>
            </div>
          )}
          <div className="understood__actions">
            <Button variant="primary" onClick={apply}>
              {text(INGREDIENT_TEXT.apply)}
            </Button>
            <Button variant="secondary" onClick={close}>
              {text(INGREDIENT_TEXT.cancel)}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
