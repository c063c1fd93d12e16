import {
  cookedChangeSchema,
  todayUtc,
  type CookedChange,
  type CookedEntry,
} from '@family-recipes/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SubmitOrCancel } from '../../../components/ui/form-buttons';
import { setServerErrors } from '../../../components/ui/form-errors';
import { ApiError } from '../../../lib/api-client';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useCookedPhoto, useUpdateCooked } from '../api/cooked-api';
import { CookedPhotoField, KEEP, type PhotoChoice } from './cooked-photo-field';
import { RatingAndNote } from './rating-and-note';
import { CheckedForm } from '../../../components/ui/checked-form';
import { useT } from '../../../i18n/language';
import { cookedMessages } from '../messages';

interface EntryValues {
  rating: string;
  note: string;
  cooked_on: string;
}

const FIELDS: readonly Path<EntryValues>[] = ['rating', 'note', 'cooked_on'];

/**
 * Changes one's own entry: its stars, note, day and photo. Saved, or left with Cancel; the
 * server's refusals are shown on their fields.
 */
export function CookedEntryForm({
  entry,
  onDone,
}: {
  entry: CookedEntry;
  /** Called after a save or a cancel. */
  onDone: () => void;
}) {
  const t = useT(cookedMessages);
  const prefix = useId();
  const [photo, setPhoto] = useState<PhotoChoice>(KEEP);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateCooked(entry.recipe_id);
  const sendPhoto = useCookedPhoto(entry.recipe_id);
  const form = useForm<EntryValues, unknown, CookedChange>({
    defaultValues: { rating: String(entry.rating), note: entry.note, cooked_on: entry.cooked_on },
    resolver: zodResolver(cookedChangeSchema) as never,
    reValidateMode: 'onSubmit',
  });
  const [rating, note] = useWatch({ control: form.control, name: ['rating', 'note'] });
  const dayIds = fieldIds(prefix, 'day');
  const dayError = form.formState.errors.cooked_on?.message;

  const savePhoto = async () => {
    if (photo.kind === 'keep') return;
    await sendPhoto.mutateAsync({
      entryId: entry._id,
      photo: photo.kind === 'new' ? photo.file : null,
    });
  };
  const save = async (change: CookedChange) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ entryId: entry._id, change });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const error = err;
      if (error.status === 409) {
        setRefusal(error.message);
        form.setFocus('cooked_on');
        return;
      }
      const marked = setServerErrors(form.setError, error.errors, (field) =>
        (FIELDS as readonly string[]).includes(field) ? (field as Path<EntryValues>) : undefined,
      );
      if (marked[0]) form.setFocus(marked[0]);
      toast.error(t('saveFailed', { error: error.message }));
      return;
    }
    try {
      await savePhoto();
      toast.success(t('noteSaved'));
    } catch (err) {
      toast.error(t('photoNotSaved', { error: (err as Error).message }));
    }
    onDone();
  };
  const busy = update.isPending || sendPhoto.isPending;

  return (
    <CheckedForm
      form={form}
      onValid={save}
      className="cooked-form cooked-form--edit"
      aria-label={t('changeNoteLabel', { day: entry.cooked_on })}
    >
      <RatingAndNote form={form} prefix={prefix} rating={rating} note={note} />
      <FormField ids={dayIds} label={t('dayLabel')} error={dayError}>
        <input
          {...controlProps(dayIds, { error: dayError })}
          type="date"
          className="form-control cooked-form__day"
          max={todayUtc()}
          {...form.register('cooked_on')}
        />
      </FormField>
      <CookedPhotoField choice={photo} onChoose={setPhoto} current={entry.photo} />
      {refusal && (
        <p className="cooked-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <SubmitOrCancel
        className="cooked-form__actions"
        submit={busy ? t('saving') : t('saveChanges')}
        busy={busy}
        large
        onCancel={onDone}
      />
    </CheckedForm>
  );
}
