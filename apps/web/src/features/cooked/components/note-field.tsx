import { KITCHEN_LIMITS } from '@family-recipes/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, FormField, type FieldIds } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

/** The note for the family, with its character count. */
export function NoteField({
  ids,
  registration,
  length,
  error,
}: {
  ids: FieldIds;
  registration: UseFormRegisterReturn;
  length: number;
  error: string | undefined;
}) {
  const t = useT(cookedMessages);
  const counterId = `${ids.id}-count`;
  return (
    <FormField
      ids={ids}
      label={t('noteLabel')}
      hint={t('noteHint')}
      error={error}
      aside={
        <span
          id={counterId}
          className={`cooked-form__counter${
            length >= KITCHEN_LIMITS.noteMax ? ' cooked-form__counter--full' : ''
          }`}
        >
          <span className="visually-hidden">{t('charactersUsed')} </span>
          {length}/{KITCHEN_LIMITS.noteMax}
        </span>
      }
    >
      <textarea
        {...controlProps(ids, { hint: true, error, describedBy: counterId })}
        className="form-control form-control--textarea"
        rows={4}
        maxLength={KITCHEN_LIMITS.noteMax}
        {...registration}
      />
    </FormField>
  );
}
