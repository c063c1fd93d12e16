import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from '../../../components/ui/form-field';
import { NoteField } from './note-field';
import { StarInput } from './star-input';

/** The part of a note's form that the stars and the note are drawn from. */
interface RatingNoteForm {
  register: (name: 'rating' | 'note') => UseFormRegisterReturn;
  formState: { errors: { rating?: { message?: string }; note?: { message?: string } } };
}

/** The stars and the note of a cook's entry, with their messages, in the form's order. */
export function RatingAndNote({
  form,
  prefix,
  rating,
  note,
}: {
  form: RatingNoteForm;
  /** The form's id prefix, which the fields' ids start with. */
  prefix: string;
  /** The rating and note as typed now. */
  rating: string;
  note: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <StarInput
        registration={form.register('rating')}
        chosen={Number(rating) || 0}
        error={errors.rating?.message}
        errorId={fieldIds(prefix, 'rating').errorId}
      />
      <NoteField
        ids={fieldIds(prefix, 'note')}
        registration={form.register('note')}
        length={note.length}
        error={errors.note?.message}
      />
    </>
  );
}
