import { PLAN_LIMITS, planNoteSchema } from '@family-recipes/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { fieldIds, FormField } from '../../../components/ui/form-field';
import { FieldInput } from '../../../components/ui/field-input';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

/**
 * "Write a note instead": a few words planned for a meal in place of a recipe ("Leftovers",
 * "Pizza night"), checked by the same rule as the server's. Given `initial`, it edits a planned
 * note and starts with its words.
 */
export function PlanNoteForm({
  where,
  initial = '',
  onSave,
  onCancel,
}: {
  /** "dinner on Monday 23 November" */
  where: string;
  initial?: string;
  onSave: (note: string) => void;
  onCancel: () => void;
}) {
  const t = useT(mealPlanMessages);
  const prefix = useId();
  const ids = fieldIds(prefix, 'note');
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = planNoteSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      className="plan-note-form"
      aria-label={initial ? t('editNoteForm', { slot: where }) : t('newNoteForm', { slot: where })}
      noValidate
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <FormField
        ids={ids}
        label={t('note')}
        marker={false}
        hint={t('noteHint', { max: PLAN_LIMITS.noteMax })}
        error={error}
      >
        <FieldInput
          ids={ids}
          hint
          error={error}
          ref={input}
          maxLength={PLAN_LIMITS.noteMax}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <SubmitOrCancel className="plan-add__buttons" submit={t('saveNote')} onCancel={onCancel} />
    </form>
  );
}
