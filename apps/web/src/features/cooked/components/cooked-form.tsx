import {
  cookedInputSchema,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  type CookedInput,
} from '@family-recipes/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { setServerErrors } from '../../../components/ui/form-errors';
import { controlProps, FieldError, fieldIds, FormField } from '../../../components/ui/form-field';
import { SAVED_ON_DEVICE, useSendOrKeep } from '../../sync';

/** The form's values: radios and text areas hold text; the schema turns the rating into a number. */
interface CookedValues {
  rating: string;
  note: string;
}

const FIELDS: readonly Path<CookedValues>[] = ['rating', 'note'];
const EMPTY: CookedValues = { rating: '', note: '' };
const STARS = [1, 2, 3, 4, 5] as const;

/** A rating of one to five stars and an optional note; one note a day for each recipe. */
export function CookedForm({ recipeId }: { recipeId: string }) {
  const prefix = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [keptHere, setKeptHere] = useState(false);
  const add = useSendOrKeep();
  const form = useForm<CookedValues, unknown, CookedInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(cookedInputSchema) as never,
    reValidateMode: 'onSubmit',
  });
  const [rating, note] = useWatch({ control: form.control, name: ['rating', 'note'] });
  const chosen = Number(rating) || 0;
  const ratingIds = fieldIds(prefix, 'rating');
  const noteIds = fieldIds(prefix, 'note');
  const counterId = `${noteIds.id}-count`;
  const ratingError = form.formState.errors.rating?.message;
  const noteError = form.formState.errors.note?.message;

  const kept = () => {
    setKeptHere(true);
    toast.success(SAVED_ON_DEVICE);
    form.reset(EMPTY);
  };
  const send = (values: CookedInput) => {
    setRefusal(null);
    setKeptHere(false);
    const change = {
      kind: 'cooked',
      recipe_id: recipeId,
      rating: values.rating,
      note: values.note,
    } as const;
    add.send(change, {
      onSent: () => {
        toast.success('Thanks! Your note is saved.');
        form.reset(EMPTY);
      },
      onKept: kept,
      onRefused: (error) => {
        if (error.status === 409) {
          setRefusal(error.message || KITCHEN_MESSAGES.alreadyCookedToday);
          toast.error(error.message || KITCHEN_MESSAGES.alreadyCookedToday);
          return;
        }
        const marked = setServerErrors(form.setError, error.errors, (field) =>
          (FIELDS as readonly string[]).includes(field) ? (field as Path<CookedValues>) : undefined,
        );
        if (marked[0]) form.setFocus(marked[0]);
        toast.error(`We could not save your note. ${error.message}`);
      },
    });
  };

  return (
    <form
      className="cooked-form"
      noValidate
      aria-label="Your rating and note"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <fieldset
        className={`star-input${ratingError ? ' star-input--invalid' : ''}`}
        aria-describedby={ratingError ? ratingIds.errorId : undefined}
      >
        <legend className="star-input__legend">How did it turn out?</legend>
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
                aria-invalid={ratingError ? true : undefined}
                {...form.register('rating')}
              />
              <span className="star-input__glyph" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">{value === 1 ? '1 star' : `${value} stars`}</span>
            </label>
          ))}
        </div>
        <p className="star-input__words" aria-hidden="true">
          {chosen ? `${chosen} out of 5` : 'Choose from 1 to 5 stars'}
        </p>
        {ratingError && <FieldError id={ratingIds.errorId}>{ratingError}</FieldError>}
      </fieldset>

      <FormField
        ids={noteIds}
        label="A note for the family"
        hint="What you changed, who loved it, what you would do next time."
        error={noteError}
        aside={
          <span
            id={counterId}
            className={`cooked-form__counter${
              note.length >= KITCHEN_LIMITS.noteMax ? ' cooked-form__counter--full' : ''
            }`}
          >
            <span className="visually-hidden">Characters used: </span>
            {note.length}/{KITCHEN_LIMITS.noteMax}
          </span>
        }
      >
        <textarea
          {...controlProps(noteIds, { hint: true, error: noteError, describedBy: counterId })}
          className="form-control form-control--textarea"
          rows={4}
          maxLength={KITCHEN_LIMITS.noteMax}
          {...form.register('note')}
        />
      </FormField>

      {refusal && (
        <p className="cooked-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      {keptHere && (
        <p className="cooked-form__kept" role="status">
          {SAVED_ON_DEVICE}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={add.isPending}
      >
        {add.isPending ? 'Saving…' : 'Save our note'}
      </button>
    </form>
  );
}
